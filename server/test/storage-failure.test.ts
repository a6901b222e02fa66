import { execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import * as c from '../http/contract.ts';
import { freshDatabase, tempDataDir, testEngine, type TestDatabase } from './databases.ts';
import { exited, launch } from './processes.ts';

/**
 * When the storage refuses writes the server answers 500 and goes on: the process survives, and serves again once
 * the storage does. (What SQLite cannot survive, a SIGBUS on its shared memory, is told in docs/adr/0143.)
 */
describe(`a storage failure on ${testEngine()}`, { timeout: 120_000 }, () => {
  const children: ChildProcess[] = [];
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const child of children.splice(0)) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited(child);
    }
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A server process on `database`, and a write (a captcha token is stored) and a read to ask it for. */
  const serve = async (database: Pick<TestDatabase, 'env'>) => {
    const { child, ready } = launch(database);
    children.push(child);
    const base = await ready;
    const write = async () => {
      const r = await fetch(`${base}/api/captcha/token?action=submit`);
      return { status: r.status, body: (await r.json()) as unknown };
    };
    return { child, base, write };
  };

  it('answers 500 while the SQLite disk is full, stays up, and writes again once there is room', async (context) => {
    if (testEngine() !== 'sqlite') context.skip();
    // A small file system of its own, filled on purpose: needs the right to mount (root, as CI runs).
    const dir = tempDataDir();
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', dir], { stdio: 'ignore' });
    } catch {
      console.log('[storage failure] skipped on SQLite: this machine does not let the tests mount a small file system');
      context.skip();
    }
    cleanups.push(() => void execFileSync('umount', ['-l', dir]));
    const { child, base, write } = await serve({ env: { DATA_DIR: dir, DATABASE_URL: '' } });
    expect((await write()).status).toBe(200);

    const filler = path.join(dir, 'relleno');
    const block = Buffer.alloc(64 * 1024);
    const fd = fs.openSync(filler, 'w');
    try {
      for (;;) fs.writeSync(fd, block);
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
    } finally {
      fs.closeSync(fd);
    }
    for (let i = 0; i < 5; i++) expect(await write()).toEqual({ status: 500, body: c.apiErrors.errorInterno.body });
    expect((await fetch(`${base}/health`)).status).toBe(200);
    expect(child.exitCode).toBeNull();

    fs.rmSync(filler);
    expect((await write()).status).toBe(200);
  });

  it('answers 500 while PostgreSQL refuses writes, stays up, and writes again once it accepts them', async (context) => {
    if (testEngine() !== 'postgres') context.skip();
    const database = await freshDatabase();
    cleanups.push(() => database.dispose());
    const { child, base, write } = await serve(database);
    expect((await write()).status).toBe(200);

    const admin = new pg.Client({ connectionString: database.databaseUrl });
    await admin.connect();
    cleanups.push(() => admin.end());
    const name = new URL(database.databaseUrl!).pathname.slice(1);
    /** Every server connection is cut, so the next ones start with the database's new setting. */
    const readOnly = async (on: boolean) => {
      await admin.query(
        `ALTER DATABASE "${name}" ${on ? 'SET default_transaction_read_only = on' : 'RESET default_transaction_read_only'}`,
      );
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
    };
    await readOnly(true);
    for (let i = 0; i < 5; i++) expect(await write()).toEqual({ status: 500, body: c.apiErrors.errorInterno.body });
    expect((await fetch(`${base}/health`)).status).toBe(200);
    expect(child.exitCode).toBeNull();

    await readOnly(false);
    // The first request after the cut may still meet a dropped connection; the pool then connects anew.
    await expect.poll(async () => (await write()).status, { timeout: 10_000 }).toBe(200);
  });
});
