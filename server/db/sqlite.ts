import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { Database, Sql } from './sql.ts';

/**
 * WAL is a property of the file: a second process usually finds it set. Switching to it needs the file to itself, and
 * SQLite answers SQLITE_BUSY at once (no busy timeout) while another process on a new file is still migrating, so a
 * second instance starting beside the first waits a moment and tries again, for up to the busy timeout.
 */
function useWal(db: BetterSqlite3.Database): void {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let waited = 0; ; waited += 50) {
    try {
      if (db.pragma('journal_mode', { simple: true }) === 'wal') return;
      db.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY' || waited >= 5000) throw error;
      Atomics.wait(pause, 0, 0, 50);
    }
  }
}

/**
 * The embedded engine: one file in `dataDir`, opened in WAL mode. better-sqlite3 is synchronous,
 * so each statement is atomic in this process; a transaction holds the connection, and statements
 * from other requests wait until it ends instead of landing inside it.
 */
export function openSqlite(dataDir: string): Database {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new BetterSqlite3(path.join(dataDir, 'beneficios.sqlite'));
  // Wait for another writer (a second process on the same file) instead of failing at once.
  db.pragma('busy_timeout = 5000');
  useWal(db);
  db.pragma('foreign_keys = ON');
  // NORMAL is durable against process crashes in WAL mode; only an OS crash can lose the last commits.
  db.pragma('synchronous = NORMAL');

  const statements = new Map<string, BetterSqlite3.Statement>();
  const prepare = (text: string) => {
    let statement = statements.get(text);
    if (!statement) {
      statement = db.prepare(text);
      statements.set(text, statement);
    }
    return statement;
  };
  const params = (values: readonly unknown[]) => values.map((v) => (typeof v === 'boolean' ? Number(v) : v));

  // The change stamp: SQLite's data_version moves when another connection (another process on the file) commits,
  // never for this one's own writes, which are counted here as they are issued (an INSERT … RETURNING through
  // `get` included), before they could commit.
  const dataVersion = db.prepare('PRAGMA data_version').pluck();
  // data_version is read once per turn of the event loop (it takes the file's read lock: a tenth of an authorised
  // request) and forgotten when the turn ends. A commit by another process is therefore seen at most one turn later
  // (milliseconds): a request answered as of just before it was being handled while that commit happened, and
  // every request that arrives once the turn is over sees it.
  let versionThisTurn: number | null = null;
  const otherCommits = () => {
    if (versionThisTurn === null) {
      versionThisTurn = dataVersion.get() as number;
      setImmediate(() => (versionThisTurn = null));
    }
    return versionThisTurn;
  };
  let ownWrites = 0;
  const writing = (statement: BetterSqlite3.Statement) => {
    if (!statement.readonly) ownWrites++;
    return statement;
  };

  /** Runs statements at once: used inside a transaction, and outside one once no transaction is open. */
  const direct: Sql = {
    engine: 'sqlite',
    forUpdate: '',
    async all<T>(text: string, values: readonly unknown[] = []) {
      return writing(prepare(text)).all(...params(values)) as T[];
    },
    async get<T>(text: string, values: readonly unknown[] = []) {
      return writing(prepare(text)).get(...params(values)) as T | undefined;
    },
    async run(text: string, values: readonly unknown[] = []) {
      ownWrites++;
      return prepare(text).run(...params(values)).changes;
    },
    async exec(text: string) {
      ownWrites++;
      db.exec(text);
    },
    // Already inside the one open transaction: nested work joins it.
    transaction: (fn) => fn(direct),
    async lock() {},
    changeStamp: () => null,
  };

  // The transaction open in this process, if any; everything else waits for it. Each method checks
  // and then runs its statement with no await in between, so nothing slips into a transaction.
  let open: Promise<void> | null = null;

  // Outside a transaction (nearly always) a statement runs at once, without another promise around it: this is
  // on the path of every request.
  const later = async <R>(run: () => Promise<R>): Promise<R> => {
    while (open) await open;
    return run();
  };

  return {
    engine: 'sqlite',
    forUpdate: '',
    all<T>(text: string, values?: readonly unknown[]) {
      return open ? later(() => direct.all<T>(text, values)) : direct.all<T>(text, values);
    },
    get<T>(text: string, values?: readonly unknown[]) {
      return open ? later(() => direct.get<T>(text, values)) : direct.get<T>(text, values);
    },
    run(text: string, values?: readonly unknown[]) {
      return open ? later(() => direct.run(text, values)) : direct.run(text, values);
    },
    exec(text: string) {
      return open ? later(() => direct.exec(text)) : direct.exec(text);
    },
    async transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
      while (open) await open;
      let release = () => {};
      open = new Promise((resolve) => (release = resolve));
      try {
        // IMMEDIATE takes the file's write lock now, so another process cannot interleave.
        db.exec('BEGIN IMMEDIATE');
        try {
          const result = await fn(direct);
          db.exec('COMMIT');
          return result;
        } catch (error) {
          if (db.inTransaction) db.exec('ROLLBACK');
          throw error;
        }
      } finally {
        open = null;
        release();
      }
    },
    async lock() {},
    changeStamp: () => (open ? null : `${otherCommits()}:${ownWrites}`),
    async tables() {
      while (open) await open;
      const rows = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        .all() as Array<{ name: string }>;
      return rows.map((r) => r.name);
    },
    async integrityCheck() {
      while (open) await open;
      return String(db.pragma('integrity_check', { simple: true }));
    },
    async close() {
      while (open) await open;
      db.close();
    },
  };
}
