import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from '../app.ts';
import { readConfig, type ServerConfig } from '../config.ts';
import { readDemoRegistry } from '../seed/seed.ts';
import { hashPassword } from '../security/passwords.ts';
import { freshDatabase, type TestDatabase } from './databases.ts';
import { PRODUCTION_SAFE, clientFor, sha256 } from './harness.ts';
import { exited, launch } from './processes.ts';

/** The environment of a production start that passes every check; each test spoils one setting. */
const SAFE_ENV = {
  NODE_ENV: 'production',
  CAPTCHA_SECRET: PRODUCTION_SAFE.captchaSecret,
  VIDEO_CLAVE: PRODUCTION_SAFE.videoClave,
  TRUST_PROXY: '10.0.0.0/8',
  LOG_LEVEL: 'silent',
};

/** What production refuses at start, each refusal naming its setting, on a fresh database of the run's engine. */
describe('production start', () => {
  const databases: TestDatabase[] = [];
  afterEach(async () => {
    for (const database of databases.splice(0)) await database.dispose();
  });

  /** The server built from `env` as `npm start` reads it, on a fresh database (or `database`). */
  const build = async (env: Record<string, string | undefined>, database?: TestDatabase) => {
    const db = database ?? (await freshDatabase());
    if (!database) databases.push(db);
    const config: ServerConfig = {
      ...readConfig(env),
      dataDir: db.dataDir,
      databaseUrl: db.databaseUrl,
      databasePoolSize: 2,
      staticDir: path.join(db.dataDir, 'no-portal'),
    };
    return buildServer(config);
  };

  it('starts and serves with every setting of its own', async () => {
    const app = await build(SAFE_ENV);
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as { port: number };
      const client = clientFor(`http://127.0.0.1:${port}`, null);
      expect((await client.call('GET', '/ready')).body).toMatchObject({ status: 'ready' });
      // No published password opens an account: production's registry has none until holders activate.
      expect((await app.store.tableCounts()).users).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('refuses the published VIDEO_CLAVE default', async () => {
    await expect(build({ ...SAFE_ENV, VIDEO_CLAVE: undefined })).rejects.toThrow(
      /Refusing to start in production: VIDEO_CLAVE is a published default/,
    );
    await expect(build({ ...SAFE_ENV, VIDEO_CLAVE: 'sala-demo' })).rejects.toThrow(
      /VIDEO_CLAVE is a published default/,
    );
  });

  it("refuses reCAPTCHA's published test secret as CAPTCHA_SECRET", async () => {
    await expect(build({ ...SAFE_ENV, CAPTCHA_SECRET: '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe' })).rejects.toThrow(
      /CAPTCHA_SECRET is a published default/,
    );
  });

  it('refuses TRUST_PROXY=true, and a range of every address, without named proxies', async () => {
    for (const trustProxy of ['true', 'TRUE', '0.0.0.0/0', '10.0.0.1, ::/0']) {
      await expect(build({ ...SAFE_ENV, TRUST_PROXY: trustProxy })).rejects.toThrow(/TRUST_PROXY trusts every address/);
    }
  });

  it('refuses a SCRYPT_LOG_N below the production cost', async () => {
    await expect(build({ ...SAFE_ENV, SCRYPT_LOG_N: '10' })).rejects.toThrow(
      /SCRYPT_LOG_N=10 is below the production password cost 17/,
    );
    await expect(build({ ...SAFE_ENV, SCRYPT_LOG_N: '16' })).rejects.toThrow(/SCRYPT_LOG_N=16/);
  });

  it('refuses a NODE_ENV it does not know instead of running as development', async () => {
    const database = await freshDatabase();
    databases.push(database);
    // As an operator would start it: its own process, which ends before it listens and says why.
    const { child, ready } = launch(database, { NODE_ENV: 'prod' });
    await expect(ready).rejects.toThrow(
      /ended \(code 1\) before it listened: .*NODE_ENV=prod is not one of development, production, test/s,
    );
    await exited(child);
    // Nothing was seeded: the registry and its demo accounts never came.
    const store = await database.open();
    expect((await store.tableCounts()).users ?? 0).toBe(0);
    await store.close();
  }, 120_000);

  it('refuses a database development seeded with demo accounts, naming the database setting', async () => {
    const database = await freshDatabase();
    databases.push(database);
    const development = await build({ NODE_ENV: 'development', LOG_LEVEL: 'silent', SCRYPT_LOG_N: '12' }, database);
    await development.close();
    const setting = database.engine === 'postgres' ? 'DATABASE_URL' : 'DATA_DIR';
    const refusal = build(SAFE_ENV, database);
    await expect(refusal).rejects.toThrow(
      new RegExp(`the database of ${setting}.* holds demo accounts that open with their published passwords`),
    );
    await expect(refusal).rejects.toThrow(/41234567/);

    // Once no published password opens them (their holders chose their own), the same database starts.
    const store = await database.open();
    const own = await hashPassword(sha256('Propia#Clave2026'));
    for (const record of readDemoRegistry()) {
      const user = await store.accounts.findUser(record.tipoIdentificacion, record.identificacion);
      if (user) await store.accounts.setPassword(user.id, own, Date.now());
    }
    await store.close();
    const app = await build(SAFE_ENV, database);
    await app.close();
  }, 60_000);
});
