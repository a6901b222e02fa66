/**
 * `npm run db:migrate`: applies pending migrations and seeds an empty database, then exits. A release step
 * for several instances (see docs/deploy.md); the server does the same at start, so it is optional.
 */
import { readConfig } from './config.ts';
import { appliedVersions } from './db/migrate.ts';
import { openDatabase, openStore } from './db/index.ts';
import { seedPlacesIfEmpty } from './seed/places.ts';
import { seedIfEmpty } from './seed/seed.ts';

const config = readConfig();
const location = { dataDir: config.dataDir, databaseUrl: config.databaseUrl, poolSize: 2 };
const store = await openStore(location);
const seeded = await seedIfEmpty(store, { demoAccounts: config.demoAccounts });
const placesSeeded = await seedPlacesIfEmpty(store);
await store.close();
const db = openDatabase(location);
const versions = await appliedVersions(db);
await db.close();
console.log(
  `${store.engine}: schema at version ${versions.at(-1)} (${versions.length} migrations)${seeded ? ', registry seeded' : ''}${placesSeeded ? ', affiliated places seeded' : ''}`,
);
