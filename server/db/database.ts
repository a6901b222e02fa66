import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrations } from './migrations.ts';

export type Db = Database.Database;

/** Opens (creating if needed) the database file, sets the pragmas and applies pending migrations. */
export function openDatabase(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, 'beneficios.sqlite'));
  // Wait for another writer (a second process on the same file) instead of failing at once.
  db.pragma('busy_timeout = 5000');
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  // NORMAL is durable against process crashes in WAL mode; only an OS crash can lose the last commits.
  db.pragma('synchronous = NORMAL');
  migrate(db);
  cacheStatements(db);
  return db;
}

/**
 * Every query is compiled once: `db.prepare(sql)` hands back the statement it compiled the first time for the
 * same text. Compiling cost an authenticated read more than running its queries. (No code here switches a
 * statement's mode with pluck/raw/expand, which a shared statement would carry to its other callers.)
 */
function cacheStatements(db: Db): void {
  const compile = db.prepare.bind(db) as (...args: unknown[]) => Database.Statement;
  const compiled = new Map<string, Database.Statement>();
  db.prepare = ((...args: unknown[]) => {
    // Internal calls (pragma) pass extra arguments: leave them alone.
    if (args.length !== 1 || typeof args[0] !== 'string') return compile(...args);
    const sql = args[0];
    let statement = compiled.get(sql);
    if (!statement) compiled.set(sql, (statement = compile(sql)));
    return statement;
  }) as Db['prepare'];
}

function migrate(db: Db): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)`);
  const isApplied = db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?');
  for (const migration of migrations) {
    // IMMEDIATE takes the write lock before the check, so two processes starting together
    // cannot both apply the same version.
    db.transaction(() => {
      if (isApplied.get(migration.version)) return;
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        Date.now(),
      );
    }).immediate();
  }
}
