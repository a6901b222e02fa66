import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openStore } from '../../server/db/index.ts';
import { createDatabase, startCluster } from './cluster.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** Set by the PostgreSQL pass: the server every test database is created on. */
    postgresUrl: string;
    /** A database on it with every migration applied, copied for each test that wants a migrated one. */
    postgresTemplate: string;
  }
}

/**
 * The PostgreSQL pass's server: `DATABASE_URL` when set (its user needs CREATEDB: each test makes its
 * own database beside it), otherwise a throwaway cluster of the installed PostgreSQL, stopped at the end.
 *
 * The server's tests each start on their own database. Copying one migrated template takes about as long as
 * creating an empty database, and saves running every migration again for each of them.
 */
export default async function setup(project: TestProject) {
  const given = process.env.DATABASE_URL;
  const cluster = given ? undefined : startCluster({ durable: false });
  const url = given ?? cluster!.url;
  const template = await createDatabase(url, 'beneficios_template');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beneficios-template-'));
  const store = await openStore({ dataDir, databaseUrl: template.url, poolSize: 1 });
  await store.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  project.provide('postgresUrl', url);
  project.provide('postgresTemplate', template.name);
  return async () => {
    await template.drop();
    cluster?.stop();
  };
}
