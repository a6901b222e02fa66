import { migrations, type Migration } from './migrations.ts';
import type { Database } from './sql.ts';

const SCHEMA_MIGRATIONS = {
  sqlite:
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)',
  postgres:
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)',
};

/**
 * Applies the pending migrations, each in its own transaction under the migration lock, so any number
 * of instances starting together apply every version exactly once. Answers the versions it applied.
 */
export async function migrate(db: Database, list: readonly Migration[] = migrations): Promise<number[]> {
  const applied: number[] = [];
  await db.transaction(async (tx) => {
    // Two PostgreSQL sessions creating the same table at once can both fail; the lock orders them.
    await tx.lock('schema_migrations');
    await tx.exec(SCHEMA_MIGRATIONS[db.engine]);
  });
  for (const migration of list) {
    await db.transaction(async (tx) => {
      await tx.lock('schema_migrations');
      if (await tx.get('SELECT 1 FROM schema_migrations WHERE version = ?', [migration.version])) return;
      await tx.exec(migration[db.engine]);
      await tx.run('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)', [
        migration.version,
        migration.name,
        Date.now(),
      ]);
      applied.push(migration.version);
    });
  }
  return applied;
}

/** Versions recorded in `schema_migrations`, in order. */
export async function appliedVersions(db: Database): Promise<number[]> {
  const rows = await db.all<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
  return rows.map((r) => r.version);
}
