import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import * as c from '../http/contract.ts';
import { LOGIN_THROTTLE } from '../security/loginThrottle.ts';
import { testEngine } from './databases.ts';
import { startServer, transform, type TestServer } from './harness.ts';
import { lockedLoginTally } from './loginTally.ts';

const JOSE = { documento: '41234567', password: 'Beneficio#2026' };

/** The per-document lock over HTTP on a fresh database of the run's engine, with password checks truly in parallel. */
describe(`the login lock under parallel attempts on ${testEngine()}`, () => {
  const servers: TestServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
  });

  /** Eight hashes at once and room for every attempt in the queue: nothing is refused 503, every attempt races. */
  const start = async () => {
    const hashing = {
      ...readConfig({}).hashing,
      concurrency: 8,
      queue: 50,
      reserve: 4,
      reserveQueue: 50,
      perClient: 50,
      maxWaitMs: 30_000,
      clientShare: 1,
    };
    const server = await startServer({ hashing });
    servers.push(server);
    return server;
  };
  const attempt = async (s: TestServer, password: string) => {
    const tokenCaptcha = await s.captcha();
    const r = await s.call('POST', '/api/Login/IniciarSession', {
      body: {
        ip: '10.0.0.1',
        usuario: JOSE.documento,
        password: transform(password, tokenCaptcha),
        tokenCaptcha,
        tipo: 1,
      },
    });
    return c.loginResponse.parse(r.body);
  };

  it('lets no more guesses through than the lock allows when 20 wrong and right passwords arrive at once', async () => {
    const s = await start();
    // Every fourth is the right password: 15 wrong, 5 right, all captchas taken first so the logins start together.
    const passwords = Array.from({ length: 20 }, (_, i) => (i % 4 === 3 ? JOSE.password : `Mala#${i}x2026`));
    const answers = await Promise.all(passwords.map((password) => attempt(s, password)));
    const tally = await lockedLoginTally(s.app.store, JOSE.documento, answers);
    console.log(`[${testEngine()}] 20 parallel logins (15 wrong, 5 right): ${JSON.stringify(tally)}`);
    expect(tally.checkedWrong + tally.accepted + tally.refusedLocked).toBe(20);
    // Each success may follow at most the free failures; after the last one, at most the failures that lock.
    expect(tally.checkedWrong).toBeLessThanOrEqual(
      LOGIN_THROTTLE.freeFailures * tally.accepted + LOGIN_THROTTLE.freeFailures + 1,
    );
    if (tally.locked) {
      const after = await attempt(s, JOSE.password);
      expect(after.codigo).toBe(1);
      expect(after.mensaje).toMatch(/^Por tu seguridad bloqueamos el ingreso/);
    }
  }, 30_000);
});
