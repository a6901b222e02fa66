import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, testEngine, type TestDatabase } from '../test/databases.ts';
import { accountsStore, POLICY_DETAILS_TTL_MS } from './accounts.ts';
import { appliedVersions, migrate } from './migrate.ts';
import { migrations } from './migrations.ts';
import { openDatabase } from './index.ts';
import { SESSION_TOUCH_INTERVAL_MS } from './security.ts';
import type { Sql } from './sql.ts';

/**
 * A policy holder with an account, straight into the tables: document `4000<id>`, e-mail `<name>.<id>@example.pe`,
 * phone `90000<id>`.
 */
async function insertAccount(db: Sql, id: number, [nombres, paterno, materno]: [string, string, string]) {
  const documento = `4000${id}`;
  await db.run(
    'INSERT INTO policyholders (id, identificacion, tipo_identificacion, nombres, apellido_paterno, apellido_materno) VALUES (?, ?, 8, ?, ?, ?)',
    [id, documento, nombres, paterno, materno],
  );
  await db.run(
    `INSERT INTO users (id, identificacion, tipo_identificacion, policyholder_id, nombres, apellido_paterno, apellido_materno, email, fono, password_hash, created_at, updated_at)
     VALUES (?, ?, 8, ?, ?, ?, ?, ?, ?, 'x', 0, 0)`,
    [id, documento, id, nombres, paterno, materno, `${nombres.toLowerCase()}.${id}@example.pe`, `90000${id}`],
  );
}

describe(`store on ${testEngine()}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase({ empty: true });
  });
  afterAll(() => database.dispose());

  it('applies every migration once, whichever connection gets there first', async () => {
    const location = { dataDir: database.dataDir, databaseUrl: database.databaseUrl };
    const connections = [openDatabase(location), openDatabase(location), openDatabase(location)];
    try {
      // PostgreSQL connections migrate at once, as instances starting together do. SQLite connections of one
      // process would wait on each other's file lock synchronously, so they go in turn here; processes
      // starting together are covered by the two-instance test.
      const applied =
        database.engine === 'postgres'
          ? await Promise.all(connections.map((db) => migrate(db)))
          : [await migrate(connections[0]!), await migrate(connections[1]!), await migrate(connections[2]!)];
      // Each version went in exactly once, whichever connection applied it.
      expect(applied.flat().sort((a, b) => a - b)).toEqual(migrations.map((m) => m.version));
      expect(await appliedVersions(connections[0]!)).toEqual(migrations.map((m) => m.version));
      expect(await migrate(connections[1]!)).toEqual([]);
    } finally {
      await Promise.all(connections.map((db) => db.close()));
    }
  });

  it('enforces foreign keys and the one-live-appointment-per-slot index', async () => {
    const store = await database.open();
    try {
      await expect(
        store.accounts.createGuest(
          {
            identificacion: '40000001',
            tipoIdentificacion: 8,
            nombres: 'X',
            hostPolicyholderId: 999,
            idProducto: 7442,
            contactoFono: null,
          },
          0,
        ),
      ).rejects.toThrow();
      const db = openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
      try {
        await expect(
          db.run("INSERT INTO products (policyholder_id, code, position) VALUES (999, '7702-1', 0)"),
        ).rejects.toThrow(/foreign key/i);
      } finally {
        await db.close();
      }
    } finally {
      await store.close();
    }
  });

  it('keeps statements of other requests out of an open transaction', async () => {
    const store = await database.open();
    const db = openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
    try {
      await db.exec('CREATE TABLE IF NOT EXISTS probe (n INTEGER NOT NULL)');
      // A transaction that fails after a write, while another write is issued outside it.
      const failing = db.transaction(async (tx) => {
        await tx.run('INSERT INTO probe (n) VALUES (1)');
        await new Promise((r) => setTimeout(r, 20));
        throw new Error('rolled back');
      });
      const outside = db.run('INSERT INTO probe (n) VALUES (2)');
      await expect(failing).rejects.toThrow('rolled back');
      await outside;
      expect(await db.all('SELECT n FROM probe ORDER BY n')).toEqual([{ n: 2 }]);
    } finally {
      await db.close();
      await store.close();
    }
  });

  it('counts rate-limit hits in fixed windows shared by every connection', async () => {
    const first = await database.open();
    const second = await database.open();
    try {
      expect((await first.rateLimits.hit('k', 1000, 10_000)).hits).toBe(1);
      expect((await second.rateLimits.hit('k', 1000, 10_500)).hits).toBe(2);
      const renewed = await first.rateLimits.hit('k', 1000, 11_000);
      expect(renewed).toEqual({ hits: 1, resetAt: 12_000 });
    } finally {
      await first.close();
      await second.close();
    }
  });

  it("writes a session's last use at most once a minute, and never back", async () => {
    const store = await database.open();
    const db = openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
    try {
      await insertAccount(db, 7001, ['Ana', 'Paz', 'Ríos']);
      const policy = { lifetimeMs: 8 * 60 * 60_000, idleMs: 30 * 60_000 };
      const t0 = 1_000_000;
      await store.security.createSession(7001, 'h7001', t0, policy);
      const lastSeen = async () =>
        Number(
          (await db.get<{ last_seen_at: number }>("SELECT last_seen_at FROM sessions WHERE token_hash = 'h7001'"))!
            .last_seen_at,
        );

      // Reads within the minute find the session and write nothing.
      for (const at of [t0 + 1, t0 + 30_000, t0 + SESSION_TOUCH_INTERVAL_MS - 1]) {
        expect(await store.security.useSession('h7001', at, policy)).toMatchObject({ userId: 7001 });
      }
      expect(await lastSeen()).toBe(t0);
      // A minute on, the use is written.
      const later = t0 + SESSION_TOUCH_INTERVAL_MS;
      await store.security.useSession('h7001', later, policy);
      expect(await lastSeen()).toBe(later);
      // A slower clock (another instance) finds it alive and does not move it back.
      expect(await store.security.useSession('h7001', later - 5_000, policy)).toMatchObject({ userId: 7001 });
      expect(await lastSeen()).toBe(later);
      // Idleness counts from the last written use; a revoked session is refused at once.
      expect(await store.security.useSession('h7001', later + policy.idleMs - 1, policy)).toBeDefined();
      const { id } = (await store.security.useSession('h7001', later + policy.idleMs - 1, policy))!;
      await store.security.revokeSession(id, later + policy.idleMs);
      expect(await store.security.useSession('h7001', later + policy.idleMs, policy)).toBeUndefined();
      await store.security.createSession(7001, 'h7002', t0, policy);
      expect(await store.security.useSession('h7002', t0 + policy.idleMs + 1, policy)).toBeUndefined();
    } finally {
      await db.close();
      await store.close();
    }
  });

  it('never answers a session check from a read that a later change made stale', async () => {
    const store = await database.open();
    const other = openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
    try {
      await insertAccount(other, 7901, ['Eva', 'Luna', 'Sol']);
      const policy = { lifetimeMs: 60_000, idleMs: 30 * 60_000 };
      const t0 = 2_000_000;
      await store.security.createSession(7901, 'h7901', t0, policy);
      const check = (at: number) => store.security.useSession('h7901', at, policy);
      expect((await check(t0 + 1))?.account.email).toBe('eva.7901@example.pe');
      expect((await check(t0 + 2))?.account.email).toBe('eva.7901@example.pe');

      // A change committed by another connection (another instance on the same file) is seen by the next request,
      // which arrives in a later turn of the event loop.
      await other.run("UPDATE users SET email = 'eva.nueva@example.pe' WHERE id = 7901");
      await nextTurn();
      expect((await check(t0 + 3))?.account.email).toBe('eva.nueva@example.pe');
      // So is a change this process writes.
      await store.accounts.updateContact(7901, 'eva.7901@example.pe', '900007902', t0 + 4);
      expect((await check(t0 + 4))?.account).toMatchObject({ email: 'eva.7901@example.pe', fono: '900007902' });
      // The session's own end still counts on a read that nothing changed since.
      expect(await check(t0 + 5)).toBeDefined();
      expect(await check(t0 + policy.lifetimeMs)).toBeUndefined();

      // A revocation by another connection, then one by this process.
      await store.security.createSession(7901, 'h7902', t0, policy);
      expect(await store.security.useSession('h7902', t0 + 10, policy)).toBeDefined();
      await other.run("UPDATE sessions SET revoked_at = 1 WHERE token_hash = 'h7902'");
      await nextTurn();
      expect(await store.security.useSession('h7902', t0 + 11, policy)).toBeUndefined();
      await store.security.createSession(7901, 'h7903', t0, policy);
      const live = (await store.security.useSession('h7903', t0 + 12, policy))!;
      await store.security.revokeSession(live.id, t0 + 13);
      expect(await store.security.useSession('h7903', t0 + 14, policy)).toBeUndefined();
    } finally {
      await other.close();
      await store.close();
    }
  });

  it("keeps a policy's details for a minute, then reads them again", async () => {
    const db = openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
    try {
      await db.run(
        "INSERT INTO policyholders (id, identificacion, tipo_identificacion, nombres, apellido_paterno, apellido_materno) VALUES (7101, '40007101', 8, 'Eva', 'Paz', 'Ríos')",
      );
      await db.run("INSERT INTO products (policyholder_id, code, position) VALUES (7101, 'A1', 0)");
      let now = 5_000_000;
      const accounts = accountsStore(db, () => now);
      expect((await accounts.policyDetails(7101)).products).toEqual(['A1']);
      await db.run("INSERT INTO products (policyholder_id, code, position) VALUES (7101, 'B2', 1)");
      now += POLICY_DETAILS_TTL_MS - 1;
      const kept = await accounts.policyDetails(7101);
      expect(kept.products).toEqual(['A1']);
      expect(Object.isFrozen(kept.products)).toBe(true);
      now += 1;
      expect((await accounts.policyDetails(7101)).products).toEqual(['A1', 'B2']);
    } finally {
      await db.close();
    }
  });
});
