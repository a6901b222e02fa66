import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, openStore, type Store } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';
import { migrations } from '../db/migrations.ts';
import type { Database } from '../db/sql.ts';
import { createDatabase } from '../../tests/postgres/cluster.ts';

/** The engine this run of the server tests uses: the PostgreSQL pass provides a server, the default pass does not. */
export function testEngine(): 'sqlite' | 'postgres' {
  return inject('postgresUrl') ? 'postgres' : 'sqlite';
}

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'beneficios-test-'));
}

/** A database of the run's engine, and a folder beside it (SQLite's home, the static files' otherwise). */
export interface TestDatabase {
  engine: 'sqlite' | 'postgres';
  dataDir: string;
  databaseUrl: string | undefined;
  /** The environment a server process needs to use this database. */
  env: { DATA_DIR: string; DATABASE_URL: string };
  open: () => Promise<Store>;
  dispose: () => Promise<void>;
}

/**
 * A database of the run's engine for one test, in `dataDir` or a new folder. On PostgreSQL it is a copy of the pass's
 * migrated template, unless `empty` (for the tests of the migrations themselves); SQLite's is created on open.
 */
export async function freshDatabase({
  dataDir,
  empty = false,
}: { dataDir?: string; empty?: boolean } = {}): Promise<TestDatabase> {
  const dir = dataDir ?? tempDataDir();
  const postgresUrl = inject('postgresUrl');
  const template = empty ? undefined : inject('postgresTemplate');
  const created = postgresUrl ? await createDatabase(postgresUrl, undefined, template) : undefined;
  const databaseUrl = created?.url;
  return {
    engine: created ? 'postgres' : 'sqlite',
    dataDir: dir,
    databaseUrl,
    env: { DATA_DIR: dir, DATABASE_URL: databaseUrl ?? '' },
    open: () => openStore({ dataDir: dir, databaseUrl, poolSize: 2 }),
    async dispose() {
      await created?.drop();
      // Only folders made here are removed.
      if (!dataDir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * An empty database of the run's engine with the migrations before `version` applied: what that migration meets on
 * a deployment that has not run it yet. `close` closes and drops it.
 */
export async function databaseBefore(version: number): Promise<{ db: Database; close: () => Promise<void> }> {
  const database = await freshDatabase({ empty: true });
  const db = openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
  await migrate(
    db,
    migrations.filter((m) => m.version < version),
  );
  return {
    db,
    close: async () => {
      await db.close();
      await database.dispose();
    },
  };
}
