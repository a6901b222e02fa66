import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServiceBusyError } from '../http/errors.ts';
import { hashQueue } from './hashQueue.ts';

describe('hash queue admission', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('admits at once while there is room; refuses a client holding its places after a second, another client at once', async () => {
    vi.useFakeTimers();
    const queue = hashQueue({ concurrency: 1, queue: 1, perClient: 1, refusalDelayMs: 1_000 });
    await expect(queue.admit('10.0.0.1')).resolves.toBeUndefined();
    let release!: () => void;
    const running = queue.run(() => new Promise<void>((resolve) => (release = resolve)), '10.0.0.1');

    // The client holds its one place: refused, but only after a second.
    let refused: unknown;
    void queue.admit('10.0.0.1').catch((error: unknown) => (refused = error));
    await vi.advanceTimersByTimeAsync(999);
    expect(refused).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(refused).toBeInstanceOf(ServiceBusyError);

    // Another client still finds the waiting place; once it is taken too, the queue is full for everyone, at once.
    await expect(queue.admit('10.0.0.2')).resolves.toBeUndefined();
    const waiting = queue.run(async () => 'segundo', '10.0.0.2');
    await expect(queue.admit('10.0.0.3')).rejects.toBeInstanceOf(ServiceBusyError);
    release();
    await running;
    expect(await waiting).toBe('segundo');
    await expect(queue.admit('10.0.0.1')).resolves.toBeUndefined();
  });
});

describe('hashing share per client', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses a client that used its share of hashing time until it has refilled, others meanwhile at once', async () => {
    vi.useFakeTimers();
    // A quarter of one thread over 8 s: 2 s of hashing, refilled at 250 ms a second.
    const queue = hashQueue({ concurrency: 1, queue: 4, perClient: 2, refusalDelayMs: 0, clientShare: 0.25, clientWindowMs: 8_000 });
    const hash = (client: string, ms: number) => queue.run(() => new Promise<void>((resolve) => setTimeout(resolve, ms)), client);
    const done = hash('10.0.0.1', 2_000);
    await vi.advanceTimersByTimeAsync(2_000);
    await done;
    // Spent: refused, with the time until a quarter second of hashing has come back.
    await expect(queue.admit('10.0.0.1')).rejects.toMatchObject({ retryAfterSeconds: 1 });
    await expect(hash('10.0.0.1', 10)).rejects.toBeInstanceOf(ServiceBusyError);
    await expect(queue.admit('10.0.0.2')).resolves.toBeUndefined();
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(queue.admit('10.0.0.1')).resolves.toBeUndefined();
  });
});
