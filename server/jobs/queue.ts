import type { AppContext } from '../context.ts';

/** What a job did, for the operator's log: "enviado", "limite", "omitido", "atendida"… and a line of detail. */
export interface JobOutcome {
  outcome: string;
  detalle: string;
}

/** A job's work. Throwing means "try again later"; an outcome (even "skipped") means done. */
export type Task = (payload: Record<string, unknown>) => Promise<JobOutcome>;
export type Tasks = Record<string, Task>;

/**
 * The queue's worker: jobs are stored in the database (`server/db/jobs.ts` schedules them on the change that
 * causes them), each runs once whatever the number of instances, and a failed run is retried with backoff.
 */
export interface JobQueue {
  /** Works in the background until `stop`. */
  start(): Promise<void>;
  /** Runs every job due now and answers when they are done (`POST /dev/trabajos` in development and tests). */
  runDue(): Promise<void>;
  stop(): Promise<void>;
}

/** Runs a task and records what it did; a failure is recorded too, then thrown so the queue retries it. */
export async function runLogged(
  ctx: AppContext,
  task: string,
  key: string,
  work: () => Promise<JobOutcome>,
): Promise<void> {
  try {
    const done = await work();
    await ctx.store.jobs.log({ task, key, ...done, at: ctx.now() });
  } catch (error) {
    await ctx.store.jobs
      .log({
        task,
        key,
        outcome: 'error',
        detalle: error instanceof Error ? error.message.slice(0, 300) : 'error',
        at: ctx.now(),
      })
      .catch(() => {});
    throw error;
  }
}
