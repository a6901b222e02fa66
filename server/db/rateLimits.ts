import type { Sql } from './sql.ts';

/**
 * Fixed-window request counters by key (route and client address), in the database so that every
 * instance behind the proxy counts against the same limit.
 */
export function rateLimitStore(db: Sql) {
  let sinceSweep = 0;
  return {
    /** Counts one request under `key`; answers the window's count and when it resets. */
    async hit(key: string, windowMs: number, now: number): Promise<{ hits: number; resetAt: number }> {
      // Expired windows are swept now and then, not on every request.
      if (++sinceSweep >= 500) {
        sinceSweep = 0;
        await db.run('DELETE FROM rate_limits WHERE reset_at <= ?', [now]);
      }
      const row = await db.get<{ hits: number; reset_at: number }>(
        `INSERT INTO rate_limits (key, hits, reset_at) VALUES (?, 1, ?)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN rate_limits.reset_at <= ? THEN 1 ELSE rate_limits.hits + 1 END,
           reset_at = CASE WHEN rate_limits.reset_at <= ? THEN excluded.reset_at ELSE rate_limits.reset_at END
         RETURNING hits, reset_at`,
        [key, now + windowMs, now, now],
      );
      return { hits: row!.hits, resetAt: row!.reset_at };
    },
  };
}

export type RateLimitStore = ReturnType<typeof rateLimitStore>;
