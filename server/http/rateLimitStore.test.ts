import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseRateLimitStore } from './rateLimitStore.ts';

/** Fixed-window counters in memory, counting how often the database would be written. */
function countersInMemory() {
  const windows = new Map<string, { hits: number; resetAt: number }>();
  const counters = {
    writes: 0,
    async hit(key: string, windowMs: number, now: number) {
      counters.writes += 1;
      const current = windows.get(key);
      const next =
        current && current.resetAt > now
          ? { hits: current.hits + 1, resetAt: current.resetAt }
          : { hits: 1, resetAt: now + windowMs };
      windows.set(key, next);
      return next;
    },
  };
  return counters;
}

const incr = (
  store: {
    incr: (
      key: string,
      cb: (e: Error | null, r?: { current: number; ttl: number }) => void,
      w: number,
      max?: number,
    ) => void;
  },
  key: string,
  max: number,
) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), 60_000, max),
  );

describe('database rate-limit store', () => {
  it('answers a key over its limit from memory until its window resets, then counts in the database again', async () => {
    let now = 1_000_000;
    const counters = countersInMemory();
    const Store = databaseRateLimitStore(counters, () => now, { delayMs: 0, held: 0 });
    const route = new Store({ routeInfo: { method: 'POST', url: '/api/Login/IniciarSession' } });

    for (let i = 1; i <= 4; i++) expect((await incr(route, '10.0.0.1', 3)).current).toBe(i);
    expect(counters.writes).toBe(4);
    // Over the limit: refused (current > max) with the window's time left, and no write.
    now += 10_000;
    for (let i = 5; i <= 100; i++) expect(await incr(route, '10.0.0.1', 3)).toEqual({ current: i, ttl: 50_000 });
    expect(counters.writes).toBe(4);
    // Another address and another route still count in the database.
    expect((await incr(route, '10.0.0.2', 3)).current).toBe(1);
    expect(
      (await incr(new Store({ routeInfo: { method: 'GET', url: '/api/captcha/token' } }), '10.0.0.1', 3)).current,
    ).toBe(1);
    expect(counters.writes).toBe(6);
    // Once the window resets, the address starts again from the database.
    now += 50_000;
    expect((await incr(route, '10.0.0.1', 3)).current).toBe(1);
    expect(counters.writes).toBe(7);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a repeated refusal after a second (never past the reset), the first one and anyone within the limit at once', async () => {
    vi.useFakeTimers();
    const now = () => Date.now();
    const counters = countersInMemory();
    const Store = databaseRateLimitStore(counters, now, { delayMs: 1_000, held: 2 });
    const route = new Store({ routeInfo: { method: 'GET', url: '/api/captcha/token' } });
    const settled = (p: Promise<unknown>) => {
      const state = { done: false };
      void p.then(() => (state.done = true));
      return state;
    };

    for (let i = 1; i <= 2; i++) expect((await incr(route, '10.0.0.1', 1)).current).toBe(i);
    // Known over the limit: held for a second, then refused with the time left.
    const first = incr(route, '10.0.0.1', 1);
    const second = incr(route, '10.0.0.1', 1);
    const a = settled(first);
    await vi.advanceTimersByTimeAsync(999);
    expect(a.done).toBe(false);
    // Two are held already: the third is answered at once rather than held.
    expect((await incr(route, '10.0.0.1', 1)).current).toBe(5);
    // Another address within its limit is never held.
    expect((await incr(route, '10.0.0.2', 1)).current).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await first).toEqual({ current: 3, ttl: 59_000 });
    expect((await second).current).toBe(4);
    // Near the reset, a refusal waits only until the window ends.
    await vi.advanceTimersByTimeAsync(58_500);
    const late = incr(route, '10.0.0.1', 1);
    await vi.advanceTimersByTimeAsync(500);
    expect(await late).toEqual({ current: 6, ttl: 0 });
  });
});
