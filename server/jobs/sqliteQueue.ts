import type { AppContext } from '../context.ts';
import { runLogged, type JobQueue, type Tasks } from './queue.ts';

/** A run that held a job longer than this died with its process: the job is taken again. */
const STALE_MS = 15 * 60_000;
const BATCH = 20;

/** graphile-worker's backoff, so both engines retry alike: about e^attempts seconds, at most e^10 (6 h). */
export function retryDelayMs(attempts: number): number {
  return Math.round(Math.exp(Math.min(attempts, 10)) * 1000);
}

/**
 * The queue on SQLite: the `jobs` table, worked by this one process (SQLite serves one instance). A job is claimed
 * by the update that marks it, so a slow run and the next poll never take the same one.
 */
export function sqliteQueue(ctx: AppContext, tasks: Tasks, pollMs: number): JobQueue {
  const { jobs } = ctx.store;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> | null = null;

  async function drain(): Promise<void> {
    for (;;) {
      const now = ctx.now();
      const due = stopped ? [] : await jobs.claimDue(now, now - STALE_MS, BATCH);
      if (due.length === 0) return;
      for (const job of due) {
        const task = tasks[job.task];
        try {
          if (!task) throw new Error(`no task named ${job.task}`);
          await runLogged(ctx, job.task, job.key, () => task(job.payload));
          await jobs.complete(job.id);
        } catch (error) {
          await jobs.fail(
            job.id,
            error instanceof Error ? error.message : String(error),
            ctx.now() + retryDelayMs(job.attempts),
          );
        }
      }
    }
  }

  /** One drain at a time: a poll that finds one running waits for it. */
  const runDue = () => {
    running ??= drain().finally(() => {
      running = null;
    });
    return running;
  };

  const poll = () => {
    timer = setTimeout(() => {
      void runDue()
        .catch(() => {})
        .finally(() => {
          if (!stopped) poll();
        });
    }, pollMs);
    timer.unref();
  };

  return {
    async start() {
      stopped = false;
      // One process works this database: a job still held at start was held by a run that died with the last one.
      await jobs.releaseAll();
      poll();
    },
    runDue,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      // A run that failed has already been recorded; closing must go on to close the database.
      await running?.catch(() => {});
    },
  };
}
