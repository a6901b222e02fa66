import { accountsStore } from './accounts.ts';
import { bookingsStore } from './bookings.ts';
import { contactChangesStore } from './contactChanges.ts';
import { openDatabase, type Db } from './database.ts';
import { recordsStore } from './records.ts';
import { securityStore } from './security.ts';
import { securityEventsStore } from './securityEvents.ts';
import { seedStore } from './seed.ts';

/**
 * The data-access module: the only code that talks to SQLite. Everything else sees
 * these methods, so another engine can replace this folder without touching routes.
 */
export function openStore(dataDir: string) {
  const db: Db = openDatabase(dataDir);
  return {
    accounts: accountsStore(db),
    security: securityStore(db),
    securityEvents: securityEventsStore(db),
    contactChanges: contactChangesStore(db),
    bookings: bookingsStore(db),
    records: recordsStore(db),
    seed: seedStore(db),
    /** Row count of every table, for health checks and tests. */
    tableCounts(): Record<string, number> {
      const tables = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        .all() as Array<{ name: string }>;
      return Object.fromEntries(
        tables.map(({ name }) => [name, (db.prepare(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n]),
      );
    },
    integrityCheck(): string {
      return String(db.pragma('integrity_check', { simple: true }));
    },
    close(): void {
      db.close();
    },
  };
}

export type Store = ReturnType<typeof openStore>;
