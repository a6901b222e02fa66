import type { RateLimitStore } from '../db/rateLimits.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin passes to a route's store: its merged options, the route among them. */
interface StoreOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Keys over their limit remembered at most; beyond, the database answers as usual. */
const MAX_REMEMBERED = 10_000;

export interface RefusalPacing {
  /** How long a refusal for a key already known over its limit waits before it is answered (never past the reset). */
  delayMs: number;
  /** Refusals waiting at once, across keys; beyond, they are answered at once. */
  held: number;
}

/** One second per repeated refusal; a thousand held at most (a timer and a socket each). */
export const REFUSAL_PACING: RefusalPacing = { delayMs: 1_000, held: 1_000 };

/**
 * A `store` for @fastify/rate-limit that keeps the counters in the server's database, so a limit
 * holds across every instance sharing it. Each route counts on its own, as with the plugin's
 * default in-memory store.
 *
 * A key found over its limit stays over it until its window resets, whatever the other instances
 * count: from then until the reset this instance answers it from memory, so a flooding client's
 * refused requests cost no database write (a write on every one of them slowed every other request).
 *
 * Those repeated refusals are also paced (`REFUSAL_PACING`): each is answered, still with 429 and Retry-After, after
 * a second rather than at once, so a client that ignores Retry-After gets one answer a second per connection instead
 * of thousands, and its flood no longer takes the CPU from everyone else's requests. A client within its limit,
 * and the first refusal, are answered at once.
 */
export function databaseRateLimitStore(
  counters: RateLimitStore,
  now: () => number = Date.now,
  pacing: RefusalPacing = REFUSAL_PACING,
) {
  const exceeded = new Map<string, { hits: number; resetAt: number }>();
  let held = 0;

  const remember = (key: string, hits: number, resetAt: number, at: number) => {
    if (exceeded.size >= MAX_REMEMBERED) {
      for (const [k, v] of exceeded) if (v.resetAt <= at) exceeded.delete(k);
      if (exceeded.size >= MAX_REMEMBERED) return;
    }
    exceeded.set(key, { hits, resetAt });
  };

  return class DatabaseRateLimitStore {
    private readonly route: string;

    constructor(options: object = {}) {
      const { method, url } = (options as StoreOptions).routeInfo ?? {};
      this.route = `${[method ?? ''].flat().join(',')} ${url ?? ''}`;
    }

    incr(key: string, callback: Callback, timeWindow: number, max?: number): void {
      const at = now();
      const counted = `${this.route} ${key}`;
      const known = exceeded.get(counted);
      if (known && known.resetAt > at) {
        known.hits += 1;
        const current = known.hits;
        const wait = Math.min(pacing.delayMs, known.resetAt - at);
        if (wait <= 0 || held >= pacing.held) {
          callback(null, { current, ttl: known.resetAt - at });
          return;
        }
        held += 1;
        setTimeout(() => {
          held -= 1;
          callback(null, { current, ttl: Math.max(0, known.resetAt - now()) });
        }, wait);
        return;
      }
      if (known) exceeded.delete(counted);
      counters.hit(counted, timeWindow, at).then(
        ({ hits, resetAt }) => {
          if (typeof max === 'number' && hits > max) remember(counted, hits, resetAt, at);
          callback(null, { current: hits, ttl: Math.max(0, resetAt - at) });
        },
        (error: Error) => callback(error),
      );
    }

    child(options: object): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(options);
    }
  };
}
