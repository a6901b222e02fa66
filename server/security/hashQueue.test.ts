import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServiceBusyError } from '../http/errors.ts';
import { hashQueue } from './hashQueue.ts';

describe('hash queue admission', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('admits while there is room; refuses a client at its bound, or anyone once both lanes are full, after a second', async () => {
    vi.useFakeTimers();
    const queue = hashQueue({
      concurrency: 1,
      queue: 1,
      reserve: 1,
      reserveQueue: 0,
      perClient: 1,
      refusalDelayMs: 1_000,
    });
    await expect(queue.admit('10.0.0.1')).resolves.toBeUndefined();
    const releases: Array<() => void> = [];
    const hold = () => new Promise<void>((resolve) => releases.push(resolve));
    const running = queue.run(hold, '10.0.0.1');

    // The client holds its one general place: it may still be a login of the reserve lane, so it is admitted.
    await expect(queue.admit('10.0.0.1')).resolves.toBeUndefined();
    // Its general hash is refused, but only after a second.
    let refused: unknown;
    void queue.run(async () => 'otro', '10.0.0.1').catch((error: unknown) => (refused = error));
    await vi.advanceTimersByTimeAsync(999);
    expect(refused).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(refused).toBeInstanceOf(ServiceBusyError);

    // Another client takes the waiting place and a customer the reserve thread: both lanes are full, and the
    // pre-check refuses anyone, paced as well.
    const waiting = queue.run(async () => 'segundo', '10.0.0.2');
    const customer = queue.run(hold, '10.0.0.3', 'reserve');
    const fourth = expect(queue.admit('10.0.0.4')).rejects.toBeInstanceOf(ServiceBusyError);
    await vi.advanceTimersByTimeAsync(1_000);
    await fourth;
    for (const release of releases) release();
    await Promise.all([running, customer]);
    expect(await waiting).toBe('segundo');
    await expect(queue.admit('10.0.0.4')).resolves.toBeUndefined();
  });
});

describe('the reserve lane', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A hash that runs until released. */
  const held = () => {
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    return { work: () => done, release };
  };

  it('starts at once on its own thread however many clients fill the general lane, and goes first when one frees', async () => {
    vi.useFakeTimers();
    const queue = hashQueue({ concurrency: 1, queue: 2, reserve: 1, reserveQueue: 2, perClient: 1, refusalDelayMs: 0 });
    const order: string[] = [];
    // Fifty flooding clients: one runs, two wait, the rest are refused.
    const general = Array.from({ length: 50 }, () => held());
    const flood = general.map((h, i) =>
      queue
        .run(async () => {
          order.push(`general ${i}`);
          await h.work();
        }, `10.0.1.${i}`)
        .then(
          () => 'hashed',
          () => 'refused',
        ),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.stats).toEqual({ running: 1, waiting: 2 });

    // A customer behind the address of flooding client 0 (carrier NAT): the reserve thread takes it at once.
    const first = held();
    const customer = queue.run(
      async () => {
        order.push('reserve A');
        await first.work();
      },
      '10.0.1.0',
      'reserve',
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['general 0', 'reserve A']);

    // A second customer waits in the reserve's own line, and takes the general thread before the flood's waiting hashes.
    const second = held();
    const other = queue.run(
      async () => {
        order.push('reserve B');
        await second.work();
      },
      '10.0.2.1',
      'reserve',
    );
    general[0]!.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['general 0', 'reserve A', 'reserve B']);

    first.release();
    second.release();
    for (const h of general) h.release();
    await vi.advanceTimersByTimeAsync(0);
    await Promise.all([customer, other]);
    const outcomes = await Promise.all(flood);
    expect(outcomes.filter((o) => o === 'hashed')).toHaveLength(3);
    expect(outcomes.filter((o) => o === 'refused')).toHaveLength(47);
  });

  it('gives one address at most its places in the reserve too', async () => {
    vi.useFakeTimers();
    const queue = hashQueue({ concurrency: 1, queue: 4, reserve: 1, reserveQueue: 4, perClient: 2, refusalDelayMs: 0 });
    const h = held();
    const two = [queue.run(h.work, '10.0.3.1', 'reserve'), queue.run(h.work, '10.0.3.1', 'reserve')];
    await expect(queue.run(h.work, '10.0.3.1', 'reserve')).rejects.toBeInstanceOf(ServiceBusyError);
    // Another address is served, and the first one's general lane is its own.
    const others = [queue.run(h.work, '10.0.3.2', 'reserve'), queue.run(h.work, '10.0.3.1', 'general')];
    h.release();
    await vi.advanceTimersByTimeAsync(0);
    await Promise.all([...two, ...others]);
  });
});

describe('hashing share per client', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses a client that used its share of hashing time until it has refilled, others meanwhile at once', async () => {
    vi.useFakeTimers();
    // A quarter of one thread over 8 s: 2 s of hashing, refilled at 250 ms a second.
    const queue = hashQueue({
      concurrency: 1,
      queue: 4,
      perClient: 2,
      refusalDelayMs: 0,
      clientShare: 0.25,
      clientWindowMs: 8_000,
    });
    const hash = (client: string, ms: number) =>
      queue.run(() => new Promise<void>((resolve) => setTimeout(resolve, ms)), client);
    const done = hash('10.0.0.1', 2_000);
    await vi.advanceTimersByTimeAsync(2_000);
    await done;
    // Spent: refused in the general lane, with the time until a quarter second of hashing has come back.
    await expect(hash('10.0.0.1', 10)).rejects.toMatchObject({ retryAfterSeconds: 1 });
    await expect(queue.admit('10.0.0.2')).resolves.toBeUndefined();
    // The reserve lane is not charged: a customer behind the same address is still served.
    const reserved = queue.run(() => new Promise<void>((resolve) => setTimeout(resolve, 10)), '10.0.0.1', 'reserve');
    await vi.advanceTimersByTimeAsync(10);
    await reserved;
    await vi.advanceTimersByTimeAsync(1_000);
    const again = hash('10.0.0.1', 10);
    await vi.advanceTimersByTimeAsync(10);
    await again;
  });
});

describe('an account in the reserve lane', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds one place there: its second login at once waits in the general lane, and another account still gets the reserve', async () => {
    vi.useFakeTimers();
    const queue = hashQueue({ concurrency: 1, queue: 1, reserve: 2, reserveQueue: 0, perClient: 5, refusalDelayMs: 0 });
    const releases: Array<() => void> = [];
    const hold = () => new Promise<void>((resolve) => releases.push(resolve));
    // Two logins of one account from two addresses: the first takes a reserve thread, the second the general one.
    const first = queue.run(hold, '10.0.2.1', 'reserve', '41234567');
    const second = queue.run(hold, '10.0.2.2', 'reserve', '41234567');
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.stats).toEqual({ running: 2, waiting: 0 });
    // A third of the same account waits in the general lane's one waiting place; a fourth is refused.
    const third = queue.run(hold, '10.0.2.3', 'reserve', '41234567');
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.stats).toEqual({ running: 2, waiting: 1 });
    await expect(queue.run(hold, '10.0.2.4', 'reserve', '41234567')).rejects.toBeInstanceOf(ServiceBusyError);
    // Another customer in good standing still starts at once on the reserve's second thread.
    let otherStarted = false;
    const other = queue.run(
      async () => {
        otherStarted = true;
      },
      '10.0.2.5',
      'reserve',
      '45000111',
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(otherStarted).toBe(true);
    // The waiting login starts once the general thread frees.
    while (releases.length > 0) {
      releases.shift()!();
      await vi.advanceTimersByTimeAsync(0);
    }
    await Promise.all([first, second, third, other]);
    expect(queue.stats).toEqual({ running: 0, waiting: 0 });
  });
});
