import { Logger, run, runOnce, type Runner, type TaskList } from 'graphile-worker';
import type { AppContext } from '../context.ts';
import { runLogged, type JobQueue, type Tasks } from './queue.ts';

/**
 * The queue on PostgreSQL: graphile-worker (ADR 0210). Every instance runs a worker on the same tables; a job is
 * taken with `FOR UPDATE SKIP LOCKED`, so it runs on one of them, and a failed one is retried with its backoff.
 * `useNodeTime`: the due time is the Node clock's, the one the server's own rules read (and tests fake).
 */
export function postgresQueue(ctx: AppContext, tasks: Tasks, pollMs: number, log: (message: string) => void): JobQueue {
  const connectionString = ctx.config.databaseUrl!;
  const logger = new Logger(() => (level, message) => {
    if (level === 'error' || level === 'warning') log(message);
  });
  const taskList: TaskList = Object.fromEntries(
    Object.entries(tasks).map(([name, task]) => [
      name,
      (payload, helpers) => runLogged(ctx, name, helpers.job.key ?? helpers.job.id, () => task(payload as Record<string, unknown>)),
    ]),
  );
  const shared = { connectionString, taskList, logger, useNodeTime: true, noHandleSignals: true } as const;
  let runner: Runner | undefined;

  return {
    async start() {
      runner = await run({ ...shared, concurrency: 2, maxPoolSize: 2, pollInterval: pollMs });
    },
    runDue: () => runOnce({ ...shared, maxPoolSize: 2 }),
    async stop() {
      await runner?.stop();
      runner = undefined;
    },
  };
}
