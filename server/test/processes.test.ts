import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from './databases.ts';
import { exited, launch } from './processes.ts';

/** The launcher the multi-process tests stand on: it must name the address, and say why when there is none. */
describe('a launched server', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('says the address it listens on, picked by the system', async () => {
    const { child, ready } = launch(database);
    const base = await ready;
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(Number(new URL(base).port)).toBeGreaterThan(0);
    expect((await fetch(`${base}/health`)).ok).toBe(true);
    child.kill('SIGTERM');
    await exited(child);
  }, 120_000);

  it('fails at once with the reason when the server ends before it listens', async () => {
    // Production refuses to start with the development aids on: the launcher's environment turns the outbox on.
    const { child, ready } = launch(database, { NODE_ENV: 'production' });
    await expect(ready).rejects.toThrow(/ended \(code 1\) before it listened: .*Refusing to start in production/s);
    await exited(child);
  }, 120_000);
});
