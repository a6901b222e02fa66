import { Logger, run, runOnce, type Runner, type TaskList } from 'graphile-worker';
import pg from 'pg';
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
    if (!pool) {
      pool = new pg.Pool({ connectionString, max: 2, application_name: 'beneficios-jobs' });
      // A connection the database drops is removed by pg (idle) or fails its next query (checked out, where the
      // job's retry takes over); either way the process goes on.
      pool.on('error', (error) => log(`idle connection closed: ${error.message}`));
      pool.on('connect', (client) => client.on('error', (error) => log(`connection closed: ${error.message}`)));
    }
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
