import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as c from '../http/contract.ts';
import { checkConsistency } from './consistency.ts';
import { freshDatabase, testEngine, type TestDatabase } from './databases.ts';
import { clientFor, futureSlot, mondaysOfOneYear, newPassword, transform, type Client } from './harness.ts';
import { exited, launch } from './processes.ts';
import { lockedLoginTally } from './loginTally.ts';
import { LOGIN_THROTTLE } from '../security/loginThrottle.ts';

const engine = testEngine();
const note = (line: string) => console.log(`[two instances on ${engine}] ${line}`);

/**
 * Two server processes on one database, as behind a load balancer: every guarantee must hold across
 * them, not only inside one process.
 */
describe(`two instances on one ${engine} database`, () => {
  let database: TestDatabase;
  const children: ChildProcess[] = [];
  let a: Client;
  let b: Client;

  /** Launches an instance at once; answers when it listens. */
  async function start(env: NodeJS.ProcessEnv = {}): Promise<{ child: ChildProcess; client: Client; base: string }> {
    const { child, ready } = launch(database, env);
    children.push(child);
    const base = await ready;
    return { child, client: clientFor(base), base };
  }

  beforeAll(async () => {
    database = await freshDatabase({ empty: true });
    // Both start at once on the empty database: migrations and the seed run once between them.
    // Several hashes at once and room for every parallel login from this one address: the lock tests race for real.
    const hashing = { HASH_CONCURRENCY: '4', HASH_QUEUE: '50', HASH_RESERVE_QUEUE: '50', HASH_PER_CLIENT: '50' };
    const [first, second] = await Promise.all([start(hashing), start(hashing)]);
    a = first.client;
    b = second.client;
  }, 90_000);

  const attempt = async (client: Client, usuario: string, password: string) => {
    const tokenCaptcha = await client.captcha();
    const r = await client.call('POST', '/api/Login/IniciarSession', {
      body: { ip: '127.0.0.1', usuario, password: transform(password, tokenCaptcha), tokenCaptcha, tipo: 1 },
    });
    return c.loginResponse.parse(r.body);
  };

  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited(child);
    }
    await database.dispose();
  });

  it('books one slot once when 20 parallel requests are split across both', async () => {
    const tokens = [await a.login('48765432', 'VidaPlus@2026'), await b.login('43218765', 'Detecta+2026')];
    const slot = futureSlot(13, '10:00');
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const r = await [a, b][i % 2]!.call('POST', '/api/agendamientos/AgregarAgendaSalud', {
          token: tokens[i % 2],
          body: {
            idBeneficio: 8,
            idLugar: 1,
            ...slot,
            claveIdempotencia: crypto.randomUUID(),
            especialidad: 'Medicina general',
          },
        });
        return c.agregarAgendaResponse.parse(r.body);
      }),
    );
    const booked = answers.filter((x) => x.codigo === 0);
    const taken = answers.filter((x) => x.codigo === 1 && x.mensaje === c.mensajes.horarioNoDisponible);
    note(
      `20 parallel bookings of one slot, 10 per instance: ${booked.length} booked, ${taken.length} refused as taken`,
    );
    expect(booked).toHaveLength(1);
    expect(taken).toHaveLength(19);
  }, 30_000);

  it('creates one appointment for one idempotency key sent to both', async () => {
    const token = await a.login('41234567', 'Beneficio#2026');
    const slot = futureSlot(14, '11:00');
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const r = await [a, b][i % 2]!.call('POST', '/api/agendamientos/AgregarAgenda', {
          token,
          body: { idBeneficio: 3, ...slot, claveIdempotencia: key },
        });
        return c.agregarAgendaResponse.parse(r.body);
      }),
    );
    const ids = new Set(answers.map((x) => x.data?.idAgenda));
    const list = c.listarCitasResponse.parse(
      (await b.call('GET', '/api/agendamientos/ListarCitas', { token })).body,
    ).data;
    const rows = list.filter((cita) => cita.fecha === slot.fecha && cita.hora === slot.hora && cita.idBeneficio === 3);
    note(`one idempotency key, 10 parallel requests across both: ${ids.size} appointment id, ${rows.length} row`);
    expect(answers.every((x) => x.codigo === 0)).toBe(true);
    expect(ids.size).toBe(1);
    expect(rows).toHaveLength(1);
  }, 30_000);

  it('keeps one coworking week a year when parallel requests for different weeks reach both', async () => {
    const token = await a.login('72233445', 'Cowork#Lima26');
    const weeks = mondaysOfOneYear(4);
    const answers = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const r = await [a, b][i % 2]!.call('POST', '/api/coworking/AgregarCoworking', {
          token,
          body: { semanaInicio: weeks[i % 4], claveIdempotencia: crypto.randomUUID(), idLugar: 12 },
        });
        return c.agregarCoworkingResponse.parse(r.body);
      }),
    );
    const created = answers.filter((x) => x.codigo === 0);
    const refused = answers.filter(
      (x) => x.codigo === 1 && x.mensaje === c.mensajes.coworkingUsado(Number(weeks[0]!.slice(0, 4))),
    );
    note(
      `8 parallel coworking weeks of one year for one customer across both: ${created.length} reserved, ${refused.length} refused`,
    );
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(7);
  }, 30_000);

  it('refuses on one instance a token revoked on the other', async () => {
    const token = await a.login('41234567', 'Beneficio#2026');
    expect((await b.call('GET', '/api/Login/obtenerSession', { token })).status).toBe(200);
    const profile = c.obtenerSessionResponse.parse((await a.call('GET', '/api/Login/obtenerSession', { token })).body);
    expect(
      (await a.call('GET', `/api/Login/Logout/${encodeURIComponent(profile.data.idUsuario)}`, { token })).status,
    ).toBe(200);
    const after = await b.call('GET', '/api/Login/obtenerSession', { token });
    note(`token revoked through instance A, then used on B: HTTP ${after.status}`);
    expect(after.status).toBe(401);
  }, 30_000);

  it('holds a login lockout reached through one instance on the other', async () => {
    const documento = '47924680';
    // Four wrong passwords at once, two through each instance: the first three are counted before they are checked,
    // and the third locks, so the fourth is refused unchecked wherever it lands.
    await Promise.all(Array.from({ length: 4 }, (_, i) => attempt(i % 2 ? b : a, documento, 'Equivocada#1')));
    const right = await attempt(b, documento, 'VidaPower#22');
    const store = await database.open();
    const events = await store.securityEvents.eventsFor(documento, null, 50);
    await store.close();
    const failures = events
      .filter((e) => e.kind === 'login_fallido')
      .map((e) => e.detalle)
      .sort();
    const refused = events.filter((e) => e.kind === 'login_bloqueado').length;
    note(
      `4 parallel wrong passwords split across both (counted: ${failures.join(', ')}; refused unchecked: ${refused - 1}), then the right one on B: codigo ${right.codigo}, "${right.mensaje}"`,
    );
    expect(failures).toEqual(['intento 1', 'intento 2', 'intento 3']);
    expect(refused).toBe(2);
    expect(right.codigo).toBe(1);
    expect(right.mensaje).toMatch(/bloqueamos el ingreso/);
  }, 30_000);

  it('lets no more guesses through than the lock allows when 20 wrong and right passwords race across both', async () => {
    const account = { documento: '44556677', password: 'SoloCursos#1' };
    const passwords = Array.from({ length: 20 }, (_, i) => (i % 4 === 3 ? account.password : `Mala#${i}x2026`));
    const answers = await Promise.all(
      passwords.map((password, i) => attempt(i % 2 ? b : a, account.documento, password)),
    );
    const store = await database.open();
    const tally = await lockedLoginTally(store, account.documento, answers);
    await store.close();
    note(`20 parallel logins of one document (15 wrong, 5 right) split across both: ${JSON.stringify(tally)}`);
    expect(tally.checkedWrong + tally.accepted + tally.refusedLocked).toBe(20);
    expect(tally.checkedWrong).toBeLessThanOrEqual(
      LOGIN_THROTTLE.freeFailures * tally.accepted + LOGIN_THROTTLE.freeFailures + 1,
    );
    if (tally.locked) expect((await attempt(a, account.documento, account.password)).codigo).toBe(1);
  }, 60_000);

  it('holds the bound on wrong recovery codes across both', async () => {
    const account = { tipoIdentificacion: 8, usuario: '40102030' };
    await a.call('POST', '/api/Login/EnvioCodigo', {
      body: { ...account, metodo: 'sms', tokenCaptcha: await a.captcha() },
    });
    // A writes the code once its answer has left: B sees it when A's write lands.
    const outbox = async () =>
      c.outboxResponse.parse((await b.call('GET', '/api/dev/outbox?destino=945678901')).body).mensajes;
    await expect.poll(async () => (await outbox()).length, { timeout: 10_000 }).toBe(1);
    const code = /\d{6}/.exec((await outbox())[0]!.cuerpo)![0];
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const change = async (client: Client, codigo: string) => {
      const tokenCaptcha = await client.captcha();
      const r = await client.call('POST', '/api/Login/CambiarContrasena', {
        body: { ...account, codigo, ...newPassword('Nueva#Clave2026', tokenCaptcha), tokenCaptcha },
      });
      return c.cambiarContrasenaResponse.parse(r.body);
    };
    // Five wrong guesses, alternating instances, in parallel: the code's attempts are counted in the database.
    await Promise.all(Array.from({ length: 5 }, (_, i) => change(i % 2 ? b : a, wrong)));
    const right = await change(b, code);
    note(`5 wrong recovery codes split across both, then the right one on B: ${right.mensaje}`);
    expect(right).toMatchObject({ codigo: 1, mensaje: c.mensajes.codigoInvalido });
  }, 30_000);

  it('shares the per-address rate limit between instances', async () => {
    // Their own API prefix gives them counters of their own, apart from the requests of the other tests.
    const env = { RATE_LIMIT_MAX: '3', API_PREFIX: '/limitada' };
    const limited = await Promise.all([start(env), start(env)]);
    const [x, y] = limited.map((l) => l.client) as [Client, Client];
    const statuses = [];
    for (const client of [x, y, x, y])
      statuses.push((await client.call('GET', '/limitada/captcha/token?action=submit')).status);
    note(`captcha requests alternating two instances with a limit of 3 per address: ${statuses.join(', ')}`);
    expect(statuses).toEqual([200, 200, 200, 429]);
  }, 120_000);

  it('keeps serving on one instance when the other is killed mid-write, with a consistent database', async () => {
    const victim = await start();
    const token = await victim.client.login('41234567', 'Beneficio#2026');
    const survivorToken = await b.login('41234567', 'Beneficio#2026');
    let sent = 0;
    let answered = 0;
    const booked = { victim: 0, survivor: 0 };
    const writes: Promise<unknown>[] = [];
    const sendSome = () => {
      for (let i = 0; i < 4; i++, sent++) {
        const slot = futureSlot(20 + (sent % 25), ['09:00', '10:00', '11:00', '12:00', '13:00'][sent % 5]);
        const client = sent % 2 ? b : victim.client;
        const t = sent % 2 ? survivorToken : token;
        writes.push(
          client
            .call('POST', '/api/agendamientos/AgregarAgendaSalud', {
              token: t,
              body: {
                idBeneficio: [2, 3][sent % 2],
                ...slot,
                claveIdempotencia: crypto.randomUUID(),
                especialidad: 'Medicina general',
              },
            })
            .then(
              (r) => {
                answered++;
                if (r.body?.codigo === 0) booked[client === b ? 'survivor' : 'victim']++;
              },
              () => null,
            ),
          client
            .call('POST', '/api/encuestas/guardarEncuesta', {
              token: t,
              body: { valor: 'Promotor', ruta: '/ecosistema' },
            })
            .then(
              () => answered++,
              () => null,
            ),
        );
      }
    };
    const timer = setInterval(sendSome, 5);
    for (let waited = 0; answered < 40 && waited < 20_000; waited += 10) await new Promise((r) => setTimeout(r, 10));
    // On a busy machine the timer may not have fired since the last answer: a last batch is surely in flight.
    sendSome();
    victim.child.kill('SIGKILL');
    await exited(victim.child);
    clearInterval(timer);
    await Promise.all(writes);

    // The survivor answers reads and takes new writes at once.
    expect((await b.call('GET', '/api/Login/obtenerSession', { token: survivorToken })).status).toBe(200);
    const after = c.agregarAgendaResponse.parse(
      (
        await b.call('POST', '/api/agendamientos/AgregarAgenda', {
          token: survivorToken,
          body: { idBeneficio: 3, ...futureSlot(50, '16:00'), claveIdempotencia: crypto.randomUUID() },
        })
      ).body,
    );
    expect(after.codigo).toBe(0);
    const counts = await checkConsistency(database);
    note(
      `SIGKILL of one instance after ${answered} of ${sent * 2} writes answered (bookings confirmed: ${booked.victim} by the ` +
        `killed one, ${booked.survivor} by the other); the other booked at once after; ${counts.appointments} appointments, ` +
        `${counts.rooms} rooms, integrity ok`,
    );
    expect(sent * 2).toBeGreaterThan(answered);
  }, 120_000);
});
