import type { RateLimitStore } from '../db/rateLimits.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin passes to a route's store: its merged options, the route among them. */
interface StoreOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A `store` for @fastify/rate-limit that keeps the counters in the server's database, so a limit
 * holds across every instance sharing it. Each route counts on its own, as with the plugin's
 * default in-memory store.
 */
export function databaseRateLimitStore(counters: RateLimitStore) {
  return class DatabaseRateLimitStore {
    private readonly route: string;

    constructor(options: object = {}) {
      const { method, url } = (options as StoreOptions).routeInfo ?? {};
      this.route = `${[method ?? ''].flat().join(',')} ${url ?? ''}`;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      counters.hit(`${this.route} ${key}`, timeWindow, now).then(
        ({ hits, resetAt }) => callback(null, { current: hits, ttl: Math.max(0, resetAt - now) }),
        (error: Error) => callback(error),
      );
    }

    child(options: object): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(options);
    }
  };
}
