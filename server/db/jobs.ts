import type { Sql } from './sql.ts';

/** A job to run later: `key` names it, so scheduling the same key again moves it and removing the key drops it. */
export interface JobSpec {
  task: string;
  key: string;
  runAt: number;
  payload: Record<string, unknown>;
  maxAttempts: number;
}

/** A job waiting or given up on, as the operator sees it. */
export interface QueuedJob {
  id: string;
  task: string;
  key: string | null;
  runAt: number;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
}

/** What a finished job did, kept for the operator (`npm run jobs`). */
export interface JobLogEntry {
  task: string;
  key: string;
  outcome: string;
  detalle: string;
  at: number;
}

/** A claimed SQLite job, with its payload parsed. */
export interface ClaimedJob {
  id: number;
  task: string;
  key: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

/**
 * The job queue's rows. On PostgreSQL the queue is graphile-worker's: jobs are added and removed with its SQL
 * functions, on the caller's transaction, so a booking and its reminders commit together. On SQLite the queue is
 * the `jobs` table, worked by the single process (`server/jobs/sqliteQueue.ts`).
 */
export function jobsStore(db: Sql) {
  return {
    /** On `sql`, the caller's transaction when the job belongs to a change; alone otherwise. */
    async schedule(job: JobSpec, sql: Sql = db): Promise<void> {
      if (sql.engine === 'postgres') {
        await sql.get(
          'SELECT graphile_worker.add_job(?, ?::json, run_at := to_timestamp(?::double precision / 1000), max_attempts := ?, job_key := ?)',
          [job.task, JSON.stringify(job.payload), job.runAt, job.maxAttempts, job.key],
        );
        return;
      }
      // As graphile-worker does: a job running right now keeps running under another key; the new one takes the key.
      await sql.run("UPDATE jobs SET job_key = job_key || '#' || id WHERE job_key = ? AND locked_at IS NOT NULL", [
        job.key,
      ]);
      await sql.run(
        `INSERT INTO jobs (task, job_key, payload, run_at, attempts, max_attempts, created_at) VALUES (?, ?, ?, ?, 0, ?, ?)
         ON CONFLICT (job_key) DO UPDATE SET task = excluded.task, payload = excluded.payload, run_at = excluded.run_at,
         attempts = 0, max_attempts = excluded.max_attempts, last_error = NULL`,
        [job.task, job.key, JSON.stringify(job.payload), job.runAt, job.maxAttempts, job.runAt],
      );
    },
    async remove(key: string, sql: Sql = db): Promise<void> {
      if (sql.engine === 'postgres') await sql.get('SELECT graphile_worker.remove_job(?)', [key]);
      else await sql.run('DELETE FROM jobs WHERE job_key = ? AND locked_at IS NULL', [key]);
    },

    /** SQLite: takes up to `limit` jobs due at `now`, not yet given up on, and not held by a run younger than `staleBefore`. */
    async claimDue(now: number, staleBefore: number, limit: number): Promise<ClaimedJob[]> {
      const rows = await db.all<{
        id: number;
        task: string;
        job_key: string;
        payload: string;
        attempts: number;
        max_attempts: number;
      }>(
        `UPDATE jobs SET locked_at = ?, attempts = attempts + 1
         WHERE id IN (SELECT id FROM jobs WHERE run_at <= ? AND attempts < max_attempts AND (locked_at IS NULL OR locked_at < ?)
                      ORDER BY run_at, id LIMIT ?)
         RETURNING id, task, job_key, payload, attempts, max_attempts`,
        [now, now, staleBefore, limit],
      );
      return rows.map((r) => ({
        id: r.id,
        task: r.task,
        key: r.job_key,
        payload: JSON.parse(r.payload),
        attempts: r.attempts,
        maxAttempts: r.max_attempts,
      }));
    },
    /** SQLite: a finished job leaves the queue, as in graphile-worker. */
    async complete(id: number): Promise<void> {
      await db.run('DELETE FROM jobs WHERE id = ?', [id]);
    },
    /** SQLite: a failed run waits until `retryAt`; past its last attempt it stays, given up on, for the operator. */
    async fail(id: number, error: string, retryAt: number): Promise<void> {
      await db.run('UPDATE jobs SET locked_at = NULL, last_error = ?, run_at = ? WHERE id = ?', [
        error.slice(0, 500),
        retryAt,
        id,
      ]);
    },
    /** SQLite, at start: no run of this process holds a job yet, so none is held. */
    async releaseAll(): Promise<void> {
      await db.run('UPDATE jobs SET locked_at = NULL WHERE locked_at IS NOT NULL');
    },
    /** Whether a one-off step (task, key) has been recorded in the log. */
    async logged(task: string, key: string): Promise<boolean> {
      return Boolean(await db.get('SELECT 1 FROM job_log WHERE task = ? AND job_key = ?', [task, key]));
    },
    /** Every job waiting or given up on, soonest first. */
    async queued(limit: number): Promise<QueuedJob[]> {
      if (db.engine === 'postgres') {
        return db.all<QueuedJob>(
          `SELECT id::text AS id, task_identifier AS task, key, (extract(epoch FROM run_at) * 1000)::bigint AS "runAt", attempts,
           max_attempts AS "maxAttempts", last_error AS "lastError" FROM graphile_worker.jobs ORDER BY run_at, id LIMIT ?`,
          [limit],
        );
      }
      return db.all<QueuedJob>(
        `SELECT CAST(id AS TEXT) AS id, task, job_key AS key, run_at AS "runAt", attempts, max_attempts AS "maxAttempts",
         last_error AS "lastError" FROM jobs ORDER BY run_at, id LIMIT ?`,
        [limit],
      );
    },
    /** Runs a job again from now with its attempts reset; false when no such job is waiting. */
    async retry(id: string, now: number): Promise<boolean> {
      if (!/^\d{1,18}$/.test(id)) return false;
      if (db.engine === 'postgres') {
        const rows = await db.all(
          'SELECT id FROM graphile_worker.reschedule_jobs(ARRAY[?::bigint], run_at := to_timestamp(?::double precision / 1000), attempts := 0)',
          [id, now],
        );
        return rows.length === 1;
      }
      return (
        (await db.run(
          'UPDATE jobs SET run_at = ?, attempts = 0, last_error = NULL WHERE id = ? AND locked_at IS NULL',
          [now, Number(id)],
        )) === 1
      );
    },

    async log(entry: JobLogEntry): Promise<void> {
      await db.run('INSERT INTO job_log (task, job_key, outcome, detalle, at) VALUES (?, ?, ?, ?, ?)', [
        entry.task,
        entry.key,
        entry.outcome,
        entry.detalle,
        entry.at,
      ]);
    },
    recent(limit: number): Promise<JobLogEntry[]> {
      return db.all<JobLogEntry>(
        'SELECT task, job_key AS key, outcome, detalle, at FROM job_log ORDER BY at DESC, id DESC LIMIT ?',
        [limit],
      );
    },
  };
}

export type JobsStore = ReturnType<typeof jobsStore>;
