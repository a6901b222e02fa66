import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/index.ts';
import * as c from '../http/contract.ts';
import { RECOVERY_LIMITS } from '../security/recovery.ts';
import { bulkBookingCodes } from './bulkRows.ts';
import { futureSlot, newPassword, nextMonday, serverPerTest } from './harness.ts';

const JOSE = { documento: '41234567', password: 'Beneficio#2026', fono: '987654321' };

/** The smaller bounds an attacker probed, over HTTP on a fresh database of the run's engine. */
describe('abuse bounds', { timeout: 60_000 }, () => {
  const start = serverPerTest();

  it('holds the daily bound on wrong reset codes under 30 parallel guesses', async () => {
    const s = await start();
    const doc = { tipoIdentificacion: 8, usuario: JOSE.documento };
    await s.call('POST', '/api/Login/EnvioCodigo', {
      body: { ...doc, metodo: 'sms', tokenCaptcha: await s.captcha() },
    });
    const [message] = c.outboxResponse.parse(
      (await s.call('GET', `/api/dev/outbox?destino=${JOSE.fono}`)).body,
    ).mensajes;
    const code = /\b(\d{6})\b/.exec(message!.cuerpo)![1]!;
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    // Every captcha first, so the 30 guesses leave together.
    const tokens = await Promise.all(Array.from({ length: 30 }, () => s.captcha()));
    const answers = await Promise.all(
      tokens.map(async (tokenCaptcha, i) =>
        c.cambiarContrasenaResponse.parse(
          (
            await s.call('POST', '/api/Login/CambiarContrasena', {
              body: { ...doc, codigo: wrong(i), ...newPassword('Segura#Nueva26', tokenCaptcha), tokenCaptcha },
            })
          ).body,
        ),
      ),
    );
    const checked = answers.filter((a) => a.mensaje === c.mensajes.codigoInvalido).length;
    const refused = answers.filter((a) => a.mensaje === c.mensajes.intentosCodigoDia).length;
    expect({ checked, refused }).toEqual({
      checked: RECOVERY_LIMITS.wrongGuessesPerDay,
      refused: 30 - RECOVERY_LIMITS.wrongGuessesPerDay,
    });
    const failures = (await s.app.store.securityEvents.eventsFor(JOSE.documento, null, 100)).filter(
      (e) => e.kind === 'codigo_fallido',
    );
    expect(failures).toHaveLength(RECOVERY_LIMITS.wrongGuessesPerDay);
    // The right code is refused too for the rest of the day.
    const tokenCaptcha = await s.captcha();
    const right = await s.call('POST', '/api/Login/CambiarContrasena', {
      body: { ...doc, codigo: code, ...newPassword('Segura#Nueva26', tokenCaptcha), tokenCaptcha },
    });
    expect(right.body).toEqual({ codigo: 1, mensaje: c.mensajes.intentosCodigoDia });
  });

  it('answers code requests for an existing document without waiting for the code, as for an unknown one', async () => {
    const s = await start();
    const ask = async (url: string, usuario: string) =>
      (
        await s.call('POST', url, {
          body: {
            tipoIdentificacion: 8,
            usuario,
            ...(url.endsWith('EnvioCodigo') ? { metodo: 'sms' } : {}),
            tokenCaptcha: await s.captcha(),
          },
        })
      ).body;
    // The code's writes wait until the test lets them go: the answer must not wait for them.
    const { security } = s.app.store;
    const create = security.createRecoveryCode;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let writing = false;
    security.createRecoveryCode = async (...args) => {
      writing = true;
      await gate;
      return create(...args);
    };
    try {
      for (const url of ['/api/Login/RecuperaContrasena', '/api/Login/EnvioCodigo']) {
        expect(await ask(url, JOSE.documento)).toEqual(await ask(url, '49999999'));
      }
      expect(writing).toBe(true);
    } finally {
      release();
      security.createRecoveryCode = create;
    }
    // The code still arrives: the outbox answers once the work after the answer is done.
    const [message] = c.outboxResponse.parse(
      (await s.call('GET', `/api/dev/outbox?destino=${JOSE.fono}`)).body,
    ).mensajes;
    expect(message?.cuerpo).toMatch(/Tu código de Beneficios es \d{6}/);
  });

  it('limits validarDocumento per address', async () => {
    const s = await start({ rateLimit: { max: 5, timeWindow: 60_000 } });
    const url = (documento: number) => `/api/agendamientos/validarDocumento?id=abcdefgh12&documento=${documento}`;
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await s.call('GET', url(40000000 + i))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const limited = await s.call('GET', url(40000009));
    expect(limited.body).toEqual(c.apiErrors.demasiadasSolicitudes.body);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    // Another address has its own count.
    const other = await s.app.inject({ method: 'GET', url: url(40000010), remoteAddress: '127.0.0.2' });
    expect(other.statusCode).toBe(200);
  });

  it('answers 400 with a clear message to dates far from today, and serves dates within a year', async () => {
    const s = await start();
    const token = await s.login(JOSE.documento, JOSE.password);
    const mensaje = 'La fecha debe estar dentro de un año desde hoy.';
    const refusedFor = async (url: string, body: object) => {
      const r = await s.call('POST', url, { token, body });
      expect(r.status, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(r.body.detalles.map((d: { mensaje: string }) => d.mensaje)).toContain(mensaje);
    };
    for (const far of ['9999-12-31', '0001-01-01', futureSlot(400).fecha]) {
      await refusedFor('/api/agendamientos/ObtenerCitasDisponibles', { idBeneficio: 2, desde: far, dias: 14 });
      await refusedFor('/api/agendamientos/AgregarAgendaSalud', {
        idBeneficio: 2,
        fecha: far,
        hora: '10:00',
        claveIdempotencia: crypto.randomUUID(),
        especialidad: 'Medicina general',
      });
      await refusedFor('/api/agendamientos/UpdateAgenda', { idAgenda: 1, fecha: far, hora: '10:00' });
    }
    // A Monday near the end of the calendar: the week's Saturday would lie in year 10000.
    await refusedFor('/api/coworking/AgregarCoworking', {
      semanaInicio: '9999-12-27',
      claveIdempotencia: crypto.randomUUID(),
    });

    const near = await s.call('POST', '/api/agendamientos/ObtenerCitasDisponibles', {
      token,
      body: { idBeneficio: 2, desde: futureSlot(300).fecha, dias: 14 },
    });
    expect(near.status).toBe(200);
    expect(c.obtenerCitasDisponiblesResponse.parse(near.body).data.length).toBeGreaterThan(10);
    // A week within the year, for a holder whose plan has coworking.
    const luis = await s.login('72233445', 'Cowork#Lima26');
    const week = await s.call('POST', '/api/coworking/AgregarCoworking', {
      token: luis,
      body: { semanaInicio: nextMonday(40), claveIdempotencia: crypto.randomUUID() },
    });
    expect(week.status).toBe(200);
  });

  it('stores text shaped like SQL as the words it is, and every table stays', async () => {
    const s = await start();
    const token = await s.login(JOSE.documento, JOSE.password);
    const motivo = "x' OR '1'='1'; DROP TABLE users; --";
    const r = await s.call('POST', '/api/agendamientos/AgregarAgendaSalud', {
      token,
      body: {
        idBeneficio: 2,
        ...futureSlot(8),
        claveIdempotencia: crypto.randomUUID(),
        especialidad: 'Medicina general',
        motivo,
      },
    });
    expect(r.status).toBe(200);
    const citas = c.listarCitasResponse.parse(
      (await s.call('GET', '/api/agendamientos/ListarCitas', { token })).body,
    ).data;
    expect(citas.map((cita) => cita.motivo)).toContain(motivo);
    expect(await s.login(JOSE.documento, JOSE.password)).toBeTruthy();
  });

  it('lists every upcoming appointment first, whatever the size of the history', async () => {
    const s = await start({ bookingLimits: { perBenefit: 10, total: 10 } });
    const token = await s.login(JOSE.documento, JOSE.password);
    const user = (await s.app.store.accounts.findUser(8, JOSE.documento))!;
    const hours = ['09:00', '10:00', '11:00', '12:00', '13:00'];
    const upcoming = [];
    for (let i = 0; i < 10; i++) {
      const r = await s.call('POST', '/api/agendamientos/AgregarAgendaSalud', {
        token,
        body: {
          idBeneficio: 2,
          ...futureSlot(8 + 2 * Math.floor(i / 5), hours[i % 5]),
          claveIdempotencia: crypto.randomUUID(),
          especialidad: 'Medicina general',
        },
      });
      upcoming.push(c.agregarAgendaResponse.parse(r.body).data!.idAgenda);
    }
    // 2,200 rows of history: 1,100 past, and 1,100 cancelled ones dated after every upcoming appointment (booked,
    // then cancelled), written straight into the database in batches.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const db = openDatabase({ dataDir: s.dataDir, databaseUrl: s.database.databaseUrl });
    const nextCode = await bulkBookingCodes(db);
    await db.transaction(async (tx) => {
      for (let batch = 0; batch < 2_200; batch += 275) {
        const fechas = Array.from({ length: 275 }, (_, i) =>
          batch + i < 1_100 ? day(-2 - (batch + i)) : day(30 + (batch + i - 1_100)),
        );
        await tx.run(
          `INSERT INTO appointments (user_id, id_beneficio, fecha, hora, estado, id_sala, idempotency_key, codigo_reserva, created_at, updated_at)
           VALUES ${fechas.map(() => "(?, 2, ?, '10:00', 'cancelada', NULL, ?, ?, 0, 0)").join(', ')}`,
          fechas.flatMap((fecha) => [user.id, fecha, crypto.randomUUID(), nextCode()]),
        );
      }
    });
    await db.close();

    const list = c.listarCitasResponse.parse(
      (await s.call('GET', '/api/agendamientos/ListarCitas', { token })).body,
    ).data;
    expect(list).toHaveLength(500);
    expect(
      list
        .filter((cita) => cita.estado === 'programada')
        .map((cita) => cita.idAgenda)
        .sort((a, b) => a - b),
    ).toEqual(upcoming);
    // Oldest first; the rest of the window is the most recent history, the cancelled dates ahead first.
    const when = list.map((cita) => `${cita.fecha} ${cita.hora}`);
    expect([...when].sort()).toEqual(when);
    expect(list.at(-1)!.fecha).toBe(day(30 + 1_099));
  });
});
