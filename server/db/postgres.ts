import crypto from 'node:crypto';
import pg from 'pg';
import type { Database, Sql } from './sql.ts';

/** `?` placeholders to PostgreSQL's `$1, $2…` (no statement of the store has a `?` inside a literal). */
function numbered(text: string): string {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
}

/** Statements get a stable name, so each connection parses and plans them once. */
const names = new Map<string, { name: string; text: string }>();
function named(text: string) {
  let entry = names.get(text);
  if (!entry) {
    entry = { name: `q${crypto.createHash('sha1').update(text).digest('hex').slice(0, 16)}`, text: numbered(text) };
    names.set(text, entry);
  }
  return entry;
}

// Epoch milliseconds and counts are BIGINT: read them as numbers (safe far beyond any date we store).
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Deadlocks and serialisation failures are retried: the transaction is run again from the start. */
const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 3;

type Queryable = pg.Pool | pg.PoolClient;

function statements(client: Queryable): Omit<Sql, 'transaction'> {
  const query = async (text: string, values: readonly unknown[]) =>
    client.query({ ...named(text), values: values as unknown[] });
  return {
    engine: 'postgres',
    // NO KEY UPDATE: serialises writers of the row without blocking inserts whose foreign keys point at it.
    forUpdate: ' FOR NO KEY UPDATE',
    async all<T>(text: string, values: readonly unknown[] = []) {
      return (await query(text, values)).rows as T[];
    },
    async get<T>(text: string, values: readonly unknown[] = []) {
      return (await query(text, values)).rows[0] as T | undefined;
    },
    async run(text: string, values: readonly unknown[] = []) {
      return (await query(text, values)).rowCount ?? 0;
    },
    async exec(text: string) {
      // No parameters: the simple protocol, which accepts several statements.
      await client.query(text);
    },
    async lock(key: string) {
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
    },
    // Other instances commit without telling this one; every read goes to the server.
    changeStamp: () => null,
  };
}

/**
 * The shared engine for several instances: a connection pool to `url`. Transactions run on one
 * pooled connection at READ COMMITTED; the guarantees come from unique indexes and row locks.
 */
export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types, application_name: 'beneficios' });
  // An idle connection dropped by the server must not take the process down; the next query reconnects.
  pool.on('error', () => {});

  const transaction = async <T>(fn: (tx: Sql) => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      const client = await pool.connect();
      const tx: Sql = { ...statements(client), transaction: (inner) => inner(tx) };
      try {
        await client.query('BEGIN');
        const result = await fn(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        const code = error instanceof Error && 'code' in error ? String(error.code) : '';
        if (!RETRYABLE.has(code) || attempt >= ATTEMPTS) throw error;
      } finally {
        client.release();
      }
    }
  };

  return {
    ...statements(pool),
    transaction,
    async tables() {
      const rows = await pool.query<{ name: string }>(
        'SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename',
      );
      return rows.rows.map((r) => r.name);
    },
    /** Every index valid (a failed concurrent build leaves one invalid) and the connection answering. */
    async integrityCheck() {
      const invalid = await pool.query<{ name: string }>(
        `SELECT c.relname AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
         JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema() AND NOT i.indisvalid`,
      );
      return invalid.rows.length === 0 ? 'ok' : `invalid indexes: ${invalid.rows.map((r) => r.name).join(', ')}`;
    },
    async close() {
      if (!pool.ended) await pool.end();
    },
  };
}

/**
 * A pool for graphile-worker, which we end and await ourselves: it does not wait for a pool it makes to close. A
 * connection the database drops is removed by pg (idle) or fails its next query (checked out); `onError` hears of
 * both, so neither becomes an unhandled error.
 */
export function graphileWorkerPool(
  connectionString: string,
  max: number,
  onError: (message: string) => void = () => {},
): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, application_name: 'beneficios-jobs' });
  pool.on('error', (error) => onError(`idle connection closed: ${error.message}`));
  pool.on('connect', (client) => client.on('error', (error) => onError(`connection closed: ${error.message}`)));
  return pool;
}
