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
  return db;
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
