import type { AppContext } from '../context.ts';
import { postgresQueue } from './postgresQueue.ts';
import type { JobQueue } from './queue.ts';
import { sqliteQueue } from './sqliteQueue.ts';
import { serverTasks } from './tasks.ts';

/** The server's job queue on its database's engine: graphile-worker on PostgreSQL, the `jobs` table on SQLite. */
export function openJobQueue(ctx: AppContext, log: (message: string) => void): JobQueue {
  const tasks = serverTasks(ctx);
  // With JOB_POLL_MS=0 the queue is never started in the background, so its interval is not read.
  const pollMs = ctx.config.jobPollMs;
  return ctx.store.engine === 'postgres' ? postgresQueue(ctx, tasks, pollMs, log) : sqliteQueue(ctx, tasks, pollMs);
}
