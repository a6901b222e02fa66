import { Logger, run, runOnce, type Runner, type TaskList } from 'graphile-worker';
import type pg from 'pg';
import { graphileWorkerPool } from '../db/postgres.ts';
import type { AppContext } from '../context.ts';
import { runLogged, type JobQueue, type Tasks } from './queue.ts';

/**
 * The queue on PostgreSQL: graphile-worker (ADR 0210). Every instance runs a worker on the same tables; a job is
 * taken with `FOR UPDATE SKIP LOCKED`, so it runs on one of them, and a failed one is retried with its backoff.
 * `useNodeTime`: the due time is the Node clock's, the one the server's own rules read (and tests fake).
 *
 * The queue's connections are our own pool, ended and awaited on stop. Left to graphile-worker, its pool is ended
 * without waiting after its error listener is removed, so a connection the database cuts during shutdown (a
 * restart, a dropped database) would surface as an unhandled error.
 */
export function postgresQueue(ctx: AppContext, tasks: Tasks, pollMs: number, log: (message: string) => void): JobQueue {
  const connectionString = ctx.config.databaseUrl!;
  const logger = new Logger(() => (level, message) => {
    if (level === 'error' || level === 'warning') log(message);
  });
  const taskList: TaskList = Object.fromEntries(
    Object.entries(tasks).map(([name, task]) => [
      name,
      (payload, helpers) =>
        runLogged(ctx, name, helpers.job.key ?? helpers.job.id, () => task(payload as Record<string, unknown>)),
    ]),
  );
  let pool: pg.Pool | undefined;
  let runner: Runner | undefined;
  const options = () => {
    // A job whose connection is cut fails, and its retry takes over.
    pool ??= graphileWorkerPool(connectionString, 2, log);
    return { pgPool: pool, taskList, logger, useNodeTime: true, noHandleSignals: true } as const;
  };

  return {
    async start() {
      runner = await run({ ...options(), concurrency: 2, pollInterval: pollMs });
    },
    runDue: () => runOnce(options()),
    async stop() {
      await runner?.stop();
      runner = undefined;
      await pool?.end();
      pool = undefined;
    },
  };
}
