import { Logger, runMigrations } from 'graphile-worker';
import { accountsStore } from './accounts.ts';
import { addressesStore } from './addresses.ts';
import { bookingsStore } from './bookings.ts';
import { contactChangesStore } from './contactChanges.ts';
import { jobsStore } from './jobs.ts';
import { migrate } from './migrate.ts';
import { graphileWorkerPool, openPostgres } from './postgres.ts';
import { placesStore } from './places.ts';
import { policiesStore } from './policies.ts';
import { rateLimitStore } from './rateLimits.ts';
import { recordsStore } from './records.ts';
import { remindersStore } from './reminders.ts';
import { securityStore } from './security.ts';
import { securityEventsStore } from './securityEvents.ts';
import { seedStore } from './seed.ts';
import type { Database } from './sql.ts';
import { openSqlite } from './sqlite.ts';

/** Where the data lives: a PostgreSQL URL when set, otherwise the embedded SQLite file in `dataDir`. */
export interface StoreLocation {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** PostgreSQL connections per instance. */
  poolSize?: number | undefined;
}

/** graphile-worker's migration notes are not the server's to print. */
const quiet = new Logger(() => () => {});

async function migrateJobTables(connectionString: string): Promise<void> {
  // A connection cut while migrating fails the migration's own query.
  const pgPool = graphileWorkerPool(connectionString, 1);
  try {
    await runMigrations({ pgPool, logger: quiet });
  } finally {
    await pgPool.end();
  }
}

export function openDatabase(location: StoreLocation): Database {
  return location.databaseUrl ? openPostgres(location.databaseUrl, location.poolSize) : openSqlite(location.dataDir);
}

/**
 * The data-access module: the only code that talks to a database. Everything else sees these
 * async methods and never learns which engine answers them. Opening applies pending migrations.
 */
export async function openStore(location: StoreLocation) {
  const db = openDatabase(location);
  try {
    await migrate(db);
    // The job queue's own tables, on PostgreSQL (graphile-worker migrates them under its own lock), over a
    // connection of ours that is closed before the store opens: graphile-worker does not wait for its own to close.
    if (location.databaseUrl) await migrateJobTables(location.databaseUrl);
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
  return {
    engine: db.engine,
    accounts: accountsStore(db),
    security: securityStore(db),
    securityEvents: securityEventsStore(db),
    contactChanges: contactChangesStore(db),
    bookings: bookingsStore(db),
    policies: policiesStore(db),
    places: placesStore(db),
    addresses: addressesStore(db),
    records: recordsStore(db),
    rateLimits: rateLimitStore(db),
    seed: seedStore(db),
    jobs: jobsStore(db),
    reminders: remindersStore(db),
    /** True when the database answers a query. */
    async ping(): Promise<boolean> {
      try {
        return (await db.get<{ ok: number }>('SELECT 1 AS ok'))?.ok === 1;
      } catch {
        return false;
      }
    },
    /** Row count of every table, for health checks and tests. */
    async tableCounts(): Promise<Record<string, number>> {
      const counts: Record<string, number> = {};
      for (const name of await db.tables()) {
        counts[name] = (await db.get<{ n: number }>(`SELECT count(*) AS n FROM "${name}"`))!.n;
      }
      return counts;
    },
    integrityCheck: () => db.integrityCheck(),
    close: () => db.close(),
  };
}

export type Store = Awaited<ReturnType<typeof openStore>>;
