import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as c from '../http/contract.ts';
import { hashPassword, scryptLogN, verifyPassword } from '../security/passwords.ts';
import { PRODUCTION_SAFE, sha256, startServer, tempDataDir, transform, type TestServer } from './harness.ts';

describe('security', () => {
  const servers: TestServer[] = [];
  const start = async (...args: Parameters<typeof startServer>) => {
    const server = await startServer(...args);
    servers.push(server);
    return server;
  };
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
  });

  it('hashes with scrypt at the OWASP cost unless told otherwise', async () => {
    expect(scryptLogN({})).toBe(17);
    expect(scryptLogN({ SCRYPT_LOG_N: '12' })).toBe(12);
    expect(scryptLogN({ SCRYPT_LOG_N: 'abc' })).toBe(17);
    const hash = await hashPassword(sha256('Beneficio#2026'), 12);
    expect(hash).toMatch(/^scrypt\$12\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(await verifyPassword(sha256('Beneficio#2026'), hash)).toBe(true);
    expect(await verifyPassword(sha256('beneficio#2026'), hash)).toBe(false);
  });

  it('rate-limits login, registration, recovery and captcha routes with the Spanish 429', async () => {
    const s = await start({ rateLimit: { max: 3, timeWindow: 60_000 } });
    for (let i = 0; i < 3; i++) expect((await s.call('GET', '/api/captcha/token?action=submit')).status).toBe(200);
    const limited = await s.call('GET', '/api/captcha/token?action=submit');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(c.apiErrors.demasiadasSolicitudes.body);
    const login = {
      ip: '1.1.1.1',
      usuario: '41234567',
      password: Buffer.alloc(64).toString('base64'),
      tokenCaptcha: 'c'.repeat(43),
      tipo: 1,
    };
    for (let i = 0; i < 3; i++) await s.call('POST', '/api/Login/IniciarSession', { body: login });
    expect((await s.call('POST', '/api/Login/IniciarSession', { body: login })).status).toBe(429);
    // Each limited route counts on its own: validarDocumento (limited too) still has its first requests.
    expect((await s.call('GET', '/api/agendamientos/validarDocumento?id=abcdefgh12&documento=41234567')).status).toBe(
      200,
    );
  });

  it('ends sessions after 30 idle minutes and after 8 hours in any case', async () => {
    let now = Date.now();
    const s = await start({}, { now: () => now });
    const profile = (token: string) => s.call('GET', '/api/Login/obtenerSession', { token });
    const idle = await s.login('41234567', 'Beneficio#2026');
    now += 29 * 60_000;
    expect((await profile(idle)).status).toBe(200);
    now += 31 * 60_000;
    expect((await profile(idle)).status).toBe(401);

    const busy = await s.login('41234567', 'Beneficio#2026');
    for (let minutes = 0; minutes < 8 * 60 - 20; minutes += 20) {
      now += 20 * 60_000;
      expect((await profile(busy)).status).toBe(200);
    }
    now += 25 * 60_000;
    expect((await profile(busy)).status).toBe(401);
  });

  it('keeps passwords, tokens and codes out of the logs', async () => {
    const lines: string[] = [];
    const s = await start({ logLevel: 'debug' }, { logStream: { write: (line) => lines.push(line) } });
    const tokenCaptcha = await s.captcha();
    const password = transform('Beneficio#2026', tokenCaptcha);
    const login = await s.call('POST', '/api/Login/IniciarSession', {
      body: { ip: '1.1.1.1', usuario: '41234567', password, tokenCaptcha, tipo: 1 },
    });
    const token = login.body.data.token as string;
    await s.call('GET', '/api/Login/obtenerSession', { token });
    await s.call('POST', '/api/Login/EnvioCodigo', {
      body: { tipoIdentificacion: 8, usuario: '41234567', metodo: 'sms', tokenCaptcha: await s.captcha() },
    });
    const [message] = (await s.call('GET', '/api/dev/outbox?destino=987654321')).body.mensajes;
    const code = /\d{6}/.exec(message.cuerpo)![0];
    await s.call('GET', '/api/agendamientos/validarDocumento?id=abcdefgh12&documento=41234567');
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(5);
    for (const secret of [token, tokenCaptcha, password, code, '41234567']) expect(log).not.toContain(secret);
  });

  it('answers the open guest check the same for a guest, an account holder and an unknown document', async () => {
    const s = await start();
    const answers = [];
    // A guest not yet activated, a guest with an account, a holder with an account, a holder without one, nobody.
    for (const usuario of ['45000222', '45000111', '41234567', '45678912', '49999999']) {
      const r = await s.call('POST', '/api/Register/IsGuest', { body: { tipoIdentificacion: 8, usuario } });
      // The date and the per-address request counter change with every request, whatever the document.
      const headers = Object.fromEntries(
        [...r.headers].filter(([name]) => name !== 'date' && name !== 'x-ratelimit-remaining'),
      );
      answers.push({ status: r.status, headers, body: r.body });
    }
    expect(answers[0]!.body).toEqual({ codigo: 0, esInvitado: false, idProducto: null });
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
    // Bad input is still refused before any answer.
    expect(
      (await s.call('POST', '/api/Register/IsGuest', { body: { tipoIdentificacion: 8, usuario: '123' } })).status,
    ).toBe(400);
  });

  it('answers a server fault with the Spanish 500 body and nothing more', async () => {
    const s = await start();
    await s.app.store.close(); // every query now throws inside the handler
    const r = await s.call('POST', '/api/Register/IsGuest', { body: { tipoIdentificacion: 8, usuario: '45000222' } });
    expect(r.status).toBe(500);
    expect(r.body).toEqual(c.apiErrors.errorInterno.body);
  });

  it('mounts the API under a configurable prefix', async () => {
    const s = await start({ apiPrefix: '/v1' });
    expect((await s.call('GET', '/v1/captcha/token?action=submit')).status).toBe(200);
    expect((await s.call('GET', '/api/captcha/token?action=submit')).status).toBe(404);
  });

  it('turns the development outbox off in production', async () => {
    const s = await start(PRODUCTION_SAFE);
    expect((await s.call('GET', '/api/dev/outbox?destino=a@example.pe')).status).toBe(404);
  });

  it('serves the built portal with history fallback, never for API paths', async () => {
    const dataDir = tempDataDir();
    const staticDir = path.join(dataDir, 'dist');
    fs.mkdirSync(staticDir);
    for (const file of ['index.html', '__spa-fallback.html']) {
      fs.writeFileSync(path.join(staticDir, file), '<!doctype html><html lang="es"><title>Beneficios</title></html>');
    }
    const s = await start({ dataDir, staticDir });
    const page = await s.call('GET', '/ecosistema/citas');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Beneficios</title>');
    expect(page.headers.get('content-security-policy')).toContain("frame-src 'self'");
    expect((await s.call('GET', '/api/no/existe')).status).toBe(404);
  });
});
