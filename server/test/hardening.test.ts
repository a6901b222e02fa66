import crypto from 'node:crypto';
import http from 'node:http';
import { openDatabase } from '../db/index.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { planIncludes } from '../domain/entitlement.ts';
import { benefitIdsWith, videoBenefitIds } from '../domain/catalogue.ts';
import * as c from '../http/contract.ts';
import { ServiceBusyError } from '../http/errors.ts';
import { hashQueue } from '../security/hashQueue.ts';
import { describeDocument } from '../security/operator.ts';
import { RECOVERY_LIMITS } from '../security/recovery.ts';
import { videoWindow } from '../../app/domain/videoWindow.ts';
import { benefitById, termsForDisplay } from '../../app/domain/catalogue/index.ts';
import { confirmCode, latestActivationCode } from './activation.ts';
import { bulkBookingCodes } from './bulkRows.ts';
import {
  PRODUCTION_SAFE,
  TEST_OUTBOX_KEY,
  currentPassword,
  futureSlot,
  movableClock,
  newPassword,
  startServer,
  transform,
  type TestServer,
} from './harness.ts';

const JOSE = { documento: '41234567', password: 'Beneficio#2026', fono: '987654321', correo: 'jose.rojas@example.pe' };

/** Every point of the hardening over HTTP against a fresh database. */
describe('hardening', () => {
  const servers: TestServer[] = [];
  const start = async (...args: Parameters<typeof startServer>) => {
    const server = await startServer(...args);
    servers.push(server);
    return server;
  };
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
  });

  const loginAttempt = async (s: TestServer, usuario: string, password: string, captcha?: string) => {
    const tokenCaptcha = captcha ?? (await s.captcha());
    const r = await s.call('POST', '/api/Login/IniciarSession', {
      body: { ip: '10.0.0.9', usuario, password: transform(password, tokenCaptcha), tokenCaptcha, tipo: 1 },
    });
    return r;
  };

  describe('the takeover sequence (recovery code read from the outbox)', () => {
    const takeover = async (s: TestServer, outbox: () => Promise<{ status: number }>) => {
      const doc = { tipoIdentificacion: 8, usuario: JOSE.documento };
      await s.call('POST', '/api/Login/RecuperaContrasena', { body: { ...doc, tokenCaptcha: await s.captcha() } });
      await s.call('POST', '/api/Login/EnvioCodigo', {
        body: { ...doc, metodo: 'sms', tokenCaptcha: await s.captcha() },
      });
      return outbox();
    };

    it('binds to loopback and keeps the outbox behind a key by default', () => {
      const config = readConfig({});
      expect(config.host).toBe('127.0.0.1');
      expect(config.outboxKey).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(readConfig({}).outboxKey).not.toBe(config.outboxKey);
      expect(readConfig({ OUTBOX_KEY: 'clave-fija' }).outboxKey).toBe('clave-fija');
    });

    it('fails without the key, with a wrong key, and from another machine with the key', async () => {
      const s = await start();
      const url = `/api/dev/outbox?destino=${JOSE.fono}`;
      expect((await takeover(s, () => s.call('GET', url, { outboxKey: false }))).status).toBe(404);
      const wrong = await fetch(`${s.base}${url}`, { headers: { 'x-outbox-key': 'adivinada' } });
      expect(wrong.status).toBe(404);
      const remote = await s.app.inject({
        method: 'GET',
        url,
        headers: { 'x-outbox-key': TEST_OUTBOX_KEY },
        remoteAddress: '192.168.1.50',
      });
      expect(remote.statusCode).toBe(404);
      // The operator on the machine, with the key, reads it.
      const local = await s.call('GET', url);
      expect(local.status).toBe(200);
      expect(c.outboxResponse.parse(local.body).mensajes[0]?.cuerpo).toMatch(/\d{6}/);
    });

    it('refuses to start in production with any development aid or without a captcha secret', async () => {
      const aids = [
        [{ outboxKey: 'k' }, /OUTBOX_KEY/],
        [{ devCaptcha: true }, /DEV_CAPTCHA/],
        [{ devClock: true }, /DEV_CLOCK/],
        [{ demoAccounts: true }, /DEMO_ACCOUNTS/],
        [{ captchaSecret: null }, /CAPTCHA_SECRET/],
      ] as const;
      for (const [unsafe, setting] of aids) {
        const refusal = startServer({ ...PRODUCTION_SAFE, ...unsafe });
        await expect(refusal).rejects.toThrow(/Refusing to start in production/);
        await expect(refusal).rejects.toThrow(setting);
      }
      const env = readConfig({ NODE_ENV: 'production' });
      expect(env).toMatchObject({
        outboxKey: null,
        devCaptcha: false,
        devClock: false,
        demoAccounts: false,
        captchaSecret: null,
      });
    });

    it('fails under production: no outbox, no development captcha, no demo passwords', async () => {
      // A stand-in for reCAPTCHA: accepts tokens that start with "bueno".
      const provider = http.createServer((req, res) => {
        let body = '';
        req.on('data', (chunk) => (body += chunk));
        req.on('end', () => {
          const token = new URLSearchParams(body).get('response') ?? '';
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ success: token.startsWith('bueno'), action: 'submit', score: 0.9 }));
        });
      });
      await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
      const address = provider.address() as { port: number };
      try {
        const s = await start({
          ...PRODUCTION_SAFE,
          captchaVerifyUrl: `http://127.0.0.1:${address.port}/verify`,
        });
        expect((await s.call('GET', `/api/dev/outbox?destino=${JOSE.fono}`)).status).toBe(404);
        expect((await s.call('GET', '/api/captcha/token?action=submit')).status).toBe(404);
        expect((await s.app.store.tableCounts()).users).toBe(0);
        const token = `bueno${crypto.randomBytes(30).toString('base64url')}`;
        const login = await s.call('POST', '/api/Login/IniciarSession', {
          body: {
            ip: '1.1.1.1',
            usuario: JOSE.documento,
            password: transform(JOSE.password, token),
            tokenCaptcha: token,
            tipo: 1,
          },
        });
        expect(login.body).toEqual({ codigo: 1, mensaje: c.mensajes.loginIncorrecto, data: null });
        const fake = `malo${crypto.randomBytes(30).toString('base64url')}`;
        const refused = await s.call('POST', '/api/Login/IniciarSession', {
          body: {
            ip: '1.1.1.1',
            usuario: JOSE.documento,
            password: transform(JOSE.password, fake),
            tokenCaptcha: fake,
            tipo: 1,
          },
        });
        expect(refused.body).toMatchObject({ codigo: 1, mensaje: c.mensajes.captchaLogin });
      } finally {
        provider.close();
      }
    });
  });

  it('locks an account after 60 wrong passwords, refuses the right one until the lock ends, and tells the holder', async () => {
    let now = Date.now();
    const s = await start({}, { now: () => now });
    for (let i = 0; i < 60; i++) {
      const r = await loginAttempt(s, JOSE.documento, `Mala#${i}x2026`);
      expect(r.status).toBe(200);
      expect(r.body.codigo).toBe(1);
    }
    const locked = await loginAttempt(s, JOSE.documento, JOSE.password);
    expect(locked.body.codigo).toBe(1);
    expect(locked.body.mensaje).toMatch(/^Por tu seguridad bloqueamos el ingreso a esta cuenta/);
    // Attempts while locked are not counted; each lock ends, the next failure locks for longer.
    for (let i = 0; i < 6; i++) {
      now += 16 * 60_000;
      expect((await loginAttempt(s, JOSE.documento, `Otra#${i}x2026`)).body.codigo).toBe(1);
    }
    expect((await loginAttempt(s, JOSE.documento, JOSE.password)).body.mensaje).toContain('15 minutos');
    now += 14 * 60_000;
    expect((await loginAttempt(s, JOSE.documento, JOSE.password)).body.mensaje).toContain('1 minuto');
    now += 61_000;
    expect((await loginAttempt(s, JOSE.documento, JOSE.password)).body.codigo).toBe(0);
    // Reset on success: one wrong password is just wrong again.
    expect((await loginAttempt(s, JOSE.documento, 'Mala#otra2026')).body.mensaje).toBe(c.mensajes.loginIncorrecto);

    const mails = c.outboxResponse.parse((await s.call('GET', `/api/dev/outbox?destino=${JOSE.correo}`)).body).mensajes;
    expect(mails.some((m) => m.asunto === 'Bloqueamos temporalmente el ingreso a tu cuenta')).toBe(true);
    // A document without an account locks the same way: the lock tells nothing.
    for (let i = 0; i < 3; i++) await loginAttempt(s, '49999999', `Mala#${i}x2026`);
    expect((await loginAttempt(s, '49999999', 'Mala#zz2026')).body.mensaje).toMatch(/^Por tu seguridad/);

    const report = await describeDocument(s.app.store, JOSE.documento, now);
    expect(report).toContain('cuenta bloqueada, titular avisado');
    expect(report).toContain('ingreso rechazado (bloqueo)');
    expect(report).toContain('ingreso correcto');
  }, 60_000);

  it('stops code guessing within the daily bound, across codes, and bounds codes per hour', async () => {
    let now = Date.now();
    const s = await start({}, { now: () => now });
    const doc = { tipoIdentificacion: 8, usuario: JOSE.documento };
    const sendCode = async () =>
      c.envioCodigoResponse.parse(
        (
          await s.call('POST', '/api/Login/EnvioCodigo', {
            body: { ...doc, metodo: 'sms', tokenCaptcha: await s.captcha() },
          })
        ).body,
      );
    const latestCode = async () =>
      /\b(\d{6})\b/.exec(
        c.outboxResponse.parse((await s.call('GET', `/api/dev/outbox?destino=${JOSE.fono}`)).body).mensajes[0]!.cuerpo,
      )![1]!;
    const guess = async (codigo: string) => {
      const token = await s.captcha();
      return c.cambiarContrasenaResponse.parse(
        (
          await s.call('POST', '/api/Login/CambiarContrasena', {
            body: { ...doc, codigo, ...newPassword('Segura#Nueva26', token), tokenCaptcha: token },
          })
        ).body,
      );
    };
    const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

    for (let i = 0; i < RECOVERY_LIMITS.codesPerHour; i++)
      expect(await sendCode()).toEqual({ codigo: 0, mensaje: c.mensajes.codigoEnviado });
    expect(await sendCode()).toEqual({ codigo: 1, mensaje: c.mensajes.codigosPorHora });

    let wrongGuesses = 0;
    let code = await latestCode();
    while (wrongGuesses < RECOVERY_LIMITS.wrongGuessesPerDay) {
      expect(await guess(wrong(code))).toEqual({ codigo: 1, mensaje: c.mensajes.codigoInvalido });
      wrongGuesses++;
      // A fresh code (a new hour when needed) does not bring fresh guesses.
      if (wrongGuesses % 4 === 0) {
        now += 61 * 60_000;
        await sendCode();
        code = await latestCode();
      }
    }
    expect(await guess(code)).toEqual({ codigo: 1, mensaje: c.mensajes.intentosCodigoDia });
    now += 24 * 60 * 60_000;
    await sendCode();
    expect(await guess(await latestCode())).toEqual({
      codigo: 0,
      mensaje: c.mensajes.contrasenaActualizadaRecuperacion,
    });
  });

  it('answers 400 to bodies nested 10,000 deep on login', async () => {
    const s = await start();
    const r = await s.call('POST', '/api/Login/IniciarSession', { raw: '['.repeat(10_000) + ']'.repeat(10_000) });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('solicitud_invalida');
  });

  it('refuses "a" and common passwords on every path that sets one', async () => {
    const s = await start();
    const token = await s.login(JOSE.documento, JOSE.password);
    const viaSettings = async (nueva: string) => {
      const t = await s.captcha();
      const body = {
        claveActual: transform(JOSE.password, t),
        claveNueva: transform(nueva, t),
        claveRevision: newPassword(nueva, t).claveRevision,
        tokenCaptcha: t,
      };
      return (await s.call('POST', '/api/Profile/ActualizarPassword', { token, body })).body;
    };
    expect(await viaSettings('a')).toEqual({ codigo: 1, mensaje: 'Debe tener mínimo 8 caracteres' });
    expect(await viaSettings('abcdefgh1')).toEqual({ codigo: 1, mensaje: 'Debe tener un carácter especial' });
    // "password1" is within the 300 most common passwords.
    expect(await viaSettings('Password1!')).toEqual({
      codigo: 1,
      mensaje: 'Esa contraseña es muy conocida y fácil de adivinar. Elige otra.',
    });
    expect(await viaSettings('p@ssw0rd')).toMatchObject({ codigo: 1 });
    // The sealed password must be the one hashed in clave.
    const t = await s.captcha();
    const mismatch = {
      claveActual: transform(JOSE.password, t),
      claveNueva: transform('Segura#Nueva26', t),
      claveRevision: newPassword('Otra#Nueva2026', t).claveRevision,
      tokenCaptcha: t,
    };
    expect((await s.call('POST', '/api/Profile/ActualizarPassword', { token, body: mismatch })).body.codigo).toBe(1);

    const step1 = await s.call('POST', '/api/Register/RegistroPaso1', {
      body: {
        identificacion: '45678912',
        tipoIdentificacion: 8,
        tokenCaptcha: await s.captcha(),
        nombres: 'María',
        fono: '',
        email: '',
        clave: '',
        socios: ['7706-1'],
      },
    });
    expect((await confirmCode(s, step1.body.user.idusuario, await latestActivationCode(s, '987654320'))).Codigo).toBe(
      0,
    );
    const t2 = await s.captcha();
    const step2 = await s.call('POST', '/api/Register/RegistroPaso2', {
      body: {
        fono: '987000111',
        idusuario: step1.body.user.idusuario,
        email: 'maria.nueva@example.pe',
        ...newPassword('a', t2),
        tokenCaptcha: t2,
      },
    });
    expect(step2.body).toEqual({ Codigo: 1, Mensaje: 'Debe tener mínimo 8 caracteres' });
  });

  it('refuses a password over 16 characters with a 400 on every path that sets one, and changes nothing', async () => {
    const s = await start();
    const largo = 'MiClaveSegura2026#';
    const refused = (r: { status: number; body: unknown }) => {
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({
        error: 'solicitud_invalida',
        detalles: [{ campo: 'claveRevision', mensaje: 'Debe tener máximo 16 caracteres' }],
      });
    };
    const token = await s.login(JOSE.documento, JOSE.password);
    const t = await s.captcha();
    refused(
      await s.call('POST', '/api/Profile/ActualizarPassword', {
        token,
        body: {
          claveActual: transform(JOSE.password, t),
          claveNueva: transform(largo, t),
          claveRevision: newPassword(largo, t).claveRevision,
          tokenCaptcha: t,
        },
      }),
    );

    // A recovery code is not spent by the refusal: the same code then sets a password of 16.
    const doc = { tipoIdentificacion: 8, usuario: JOSE.documento };
    await s.call('POST', '/api/Login/EnvioCodigo', {
      body: { ...doc, metodo: 'sms', tokenCaptcha: await s.captcha() },
    });
    const codigo = /\b(\d{6})\b/.exec(
      c.outboxResponse.parse((await s.call('GET', `/api/dev/outbox?destino=${JOSE.fono}`)).body).mensajes[0]!.cuerpo,
    )![1]!;
    const recover = async (password: string) => {
      const tk = await s.captcha();
      return s.call('POST', '/api/Login/CambiarContrasena', {
        body: { ...doc, codigo, ...newPassword(password, tk), tokenCaptcha: tk },
      });
    };
    refused(await recover(largo));
    await s.login(JOSE.documento, JOSE.password);
    expect((await recover('MiClaveSegura20#')).body).toEqual({
      codigo: 0,
      mensaje: c.mensajes.contrasenaActualizadaRecuperacion,
    });
    await s.login(JOSE.documento, 'MiClaveSegura20#');

    const step1 = await s.call('POST', '/api/Register/RegistroPaso1', {
      body: {
        identificacion: '45678912',
        tipoIdentificacion: 8,
        tokenCaptcha: await s.captcha(),
        nombres: 'María',
        fono: '',
        email: '',
        clave: '',
        socios: ['7706-1'],
      },
    });
    const idusuario = step1.body.user.idusuario;
    expect((await confirmCode(s, idusuario, await latestActivationCode(s, '987654320'))).Codigo).toBe(0);
    const t2 = await s.captcha();
    refused(
      await s.call('POST', '/api/Register/RegistroPaso2', {
        body: {
          fono: '987000111',
          idusuario,
          email: 'maria.nueva@example.pe',
          ...newPassword(largo, t2),
          tokenCaptcha: t2,
        },
      }),
    );
    expect(await s.app.store.accounts.findUser(8, '45678912')).toBeUndefined();
  });

  it('bounds upcoming appointments per benefit and in total, and lists 10,000 appointments', async () => {
    const s = await start();
    const token = await s.login(JOSE.documento, JOSE.password);
    const user = (await s.app.store.accounts.findUser(8, JOSE.documento))!;
    const bookable = benefitIdsWith((b) => b.bookable);
    const included = await Promise.all(bookable.map((id) => planIncludes(s.app.store, user.id, id)));
    const benefits = bookable.filter((_, i) => included[i]);
    const book = async (idBeneficio: number, daysAhead: number, hora: string) =>
      c.agregarAgendaResponse.parse(
        (
          await s.call('POST', '/api/agendamientos/AgregarAgendaSalud', {
            token,
            body: {
              idBeneficio,
              ...futureSlot(daysAhead, hora),
              claveIdempotencia: crypto.randomUUID(),
              especialidad: 'Medicina general',
            },
          })
        ).body,
      );
    const hours = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
    // 54 slots of one benefit (six days of nine hours): the 4th booking and every later one, the 55th too, are refused.
    const answers = [];
    for (let i = 0; i < 55; i++) answers.push(await book(benefits[0]!, 8 + Math.floor(i / 9), hours[i % 9]!));
    expect(answers.filter((a) => a.codigo === 0)).toHaveLength(3);
    expect(answers[54]).toEqual({ codigo: 1, mensaje: c.mensajes.limiteCitasBeneficio(3), data: null });
    // The benefit's page says so before its form: "Mi seguro" gives the bound as the benefit's notice.
    const standing = async (server: typeof s, customer: string, idBeneficio: number) =>
      c.miSeguroResponse
        .parse((await server.call('GET', '/api/Profile/MiSeguro', { token: customer })).body)
        .data.beneficios.find((b) => b.idBeneficio === idBeneficio)!;
    expect(await standing(s, token, benefits[0]!)).toMatchObject({
      aviso: c.mensajes.limiteCitasBeneficio(3),
      regla: null,
    });
    expect(await standing(s, token, benefits[1]!)).toMatchObject({ aviso: null });
    // In total: ten upcoming at most by default; here a server with a total of four shows the bound across benefits.
    expect(readConfig({}).bookingLimits).toEqual({ perBenefit: 3, total: 10 });
    // The number the benefit's page states is the one enforced.
    expect(termsForDisplay(benefitById(benefits[0]!)!.mod).limits).toContain(
      'Puedes tener hasta 3 citas próximas de este beneficio a la vez.',
    );
    const small = await start({ bookingLimits: { perBenefit: 3, total: 4 } });
    const other = await small.login(JOSE.documento, JOSE.password);
    const bookOn = async (idBeneficio: number, hora: string) =>
      c.agregarAgendaResponse.parse(
        (
          await small.call('POST', '/api/agendamientos/AgregarAgendaSalud', {
            token: other,
            body: {
              idBeneficio,
              ...futureSlot(20, hora),
              claveIdempotencia: crypto.randomUUID(),
              especialidad: 'Medicina general',
            },
          })
        ).body,
      );
    for (const hora of ['09:00', '10:00', '11:00']) expect((await bookOn(benefits[0]!, hora)).codigo).toBe(0);
    expect((await bookOn(benefits[1]!, '12:00')).codigo).toBe(0);
    expect(await bookOn(benefits[1]!, '13:00')).toEqual({
      codigo: 1,
      mensaje: c.mensajes.limiteCitasTotal(4),
      data: null,
    });
    expect(await standing(small, other, benefits[1]!)).toMatchObject({
      aviso: c.mensajes.limiteCitasTotal(4),
      regla: null,
    });

    // 10,000 past appointments and coworking weeks, written straight into the database.
    // Written in batches of 500 rows, so it takes seconds over a network connection too.
    const db = openDatabase({ dataDir: s.dataDir, databaseUrl: s.database.databaseUrl });
    const nextCode = await bulkBookingCodes(db);
    await db.transaction(async (tx) => {
      for (let start = 0; start < 10_000; start += 500) {
        const fechas = Array.from({ length: 500 }, (_, i) =>
          new Date(Date.UTC(2000, 0, 1) + (start + i) * 86_400_000).toISOString().slice(0, 10),
        );
        await tx.run(
          `INSERT INTO appointments (user_id, id_beneficio, fecha, hora, estado, id_sala, idempotency_key, codigo_reserva, created_at, updated_at)
           VALUES ${fechas.map(() => "(?, ?, ?, '10:00', 'cancelada', NULL, ?, ?, 0, 0)").join(', ')}`,
          fechas.flatMap((fecha) => [user.id, benefits[0], fecha, crypto.randomUUID(), nextCode()]),
        );
        await tx.run(
          `INSERT INTO coworking (user_id, anio, semana_inicio, semana_fin, estado, idempotency_key, codigo_reserva, created_at, updated_at)
           VALUES ${fechas.map(() => "(?, 2000, ?, ?, 'cancelada', ?, ?, 0, 0)").join(', ')}`,
          fechas.flatMap((fecha) => [user.id, fecha, fecha, crypto.randomUUID(), nextCode()]),
        );
      }
    });
    await db.close();
    const citas = await s.call('GET', '/api/agendamientos/ListarCitas', { token });
    expect(citas.status).toBe(200);
    const list = c.listarCitasResponse.parse(citas.body).data;
    expect(list).toHaveLength(500);
    expect(list.filter((cita) => cita.estado === 'programada')).toHaveLength(3);
    const fechas = list.map((cita) => `${cita.fecha} ${cita.hora}`);
    expect([...fechas].sort()).toEqual(fechas);
    const reservas = await s.call('GET', '/api/coworking/ListarReservas', { token });
    expect(reservas.status).toBe(200);
    expect(c.listarReservasResponse.parse(reservas.body).data).toHaveLength(100);
  }, 60_000);

  it('an ended video consultation no longer counts against the bound of upcoming appointments', async () => {
    const clock = movableClock();
    const s = await start({ bookingLimits: { perBenefit: 3, total: 10 } }, { now: clock.now });
    const token = await s.login(JOSE.documento, JOSE.password);
    const tele = videoBenefitIds()[0]!;
    const book = async (hora: string) =>
      c.agregarAgendaResponse.parse(
        (
          await s.call('POST', '/api/agendamientos/AgregarAgendaSalud', {
            token,
            body: {
              idBeneficio: tele,
              ...futureSlot(12, hora),
              claveIdempotencia: crypto.randomUUID(),
              especialidad: 'Medicina general',
            },
          })
        ).body,
      );
    const booked = [];
    for (const hora of ['09:00', '10:00', '11:00']) booked.push(await book(hora));
    expect(booked.map((b) => b.codigo)).toEqual([0, 0, 0]);
    expect(await book('12:00')).toEqual({ codigo: 1, mensaje: c.mensajes.limiteCitasBeneficio(3), data: null });

    // The customer joins the first consultation and ends it: Citas lists it as "finalizada", and it frees its place.
    const ended = booked[0]!.data!;
    clock.at(videoWindow(ended).startsAt + 20 * 60_000);
    const finalizar = await s.call('POST', '/api/video/Finalizar', {
      body: { idSala: ended.idSala, documento: JOSE.documento },
    });
    expect(c.finalizarSalaResponse.parse(finalizar.body)).toEqual({ codigo: 0 });
    clock.reset();
    const list = c.listarCitasResponse.parse((await s.call('GET', '/api/agendamientos/ListarCitas', { token })).body);
    expect(list.data.find((cita) => cita.idAgenda === ended.idAgenda)).toMatchObject({ estado: 'finalizada' });
    expect((await book('12:00')).codigo).toBe(0);
    // Only the ended one: the bound still holds for the three live appointments.
    expect(await book('13:00')).toEqual({ codigo: 1, mensaje: c.mensajes.limiteCitasBeneficio(3), data: null });
  });

  it('changes nothing without the code sent to the new contact', async () => {
    const s = await start();
    const token = await s.login(JOSE.documento, JOSE.password);
    const r = await s.call('POST', '/api/login/updateuser', {
      token,
      body: { email: 'atacante@example.pe', fono: '911111111', ...(await currentPassword(s, JOSE.password)) },
    });
    expect(r.body).toEqual({ codigo: 2, mensaje: c.mensajes.contactoPorConfirmar });
    for (const canal of ['correo', 'sms'] as const) {
      const guess = await s.call('POST', '/api/Profile/ConfirmarContacto', {
        token,
        body: { canal, codigo: '123456' },
      });
      expect(guess.body).toMatchObject({ codigo: 1 });
    }
    const profile = c.obtenerSessionResponse.parse(
      (await s.call('GET', '/api/Login/obtenerSession', { token })).body,
    ).data;
    expect(profile).toMatchObject({ correoElectronico: JOSE.correo, numeroCelular: JOSE.fono });
  });

  it('limits messages, links and invitations, and ends rooms only for their patient', async () => {
    const clock = movableClock();
    const s = await start({}, { now: clock.now });
    const token = await s.login(JOSE.documento, JOSE.password);
    const booked = c.agregarAgendaResponse.parse(
      (
        await s.call('POST', '/api/agendamientos/AgregarAgendaSalud', {
          token,
          body: {
            idBeneficio: 2,
            ...futureSlot(9, '09:00'),
            claveIdempotencia: crypto.randomUUID(),
            especialidad: 'Medicina general',
          },
        })
      ).body,
    );
    const id = booked.data!.idAgenda;
    const evil = await s.call(
      'GET',
      `/api/agendamientos/MensajeAgendar/${id}?metodo=sms&linkUsuario=${encodeURIComponent('https://evil.example/x')}`,
      { token },
    );
    expect(evil.body).toEqual({ codigo: 1, mensaje: c.mensajes.enlaceNoPermitido });
    const own = await s.call(
      'GET',
      `/api/agendamientos/MensajeAgendar/${id}?metodo=sms&linkUsuario=${encodeURIComponent(`${s.base}/ecosistema/citas`)}`,
      { token },
    );
    expect(own.body).toEqual({ codigo: 0, mensaje: c.mensajes.confirmacionEnviada });
    // The booking's automatic confirmation took one of the ten, the linked one another: eight more, then no more.
    for (let i = 2; i < 10; i++)
      expect((await s.call('GET', `/api/agendamientos/MensajeAgendar/${id}?metodo=sms`, { token })).body.codigo).toBe(
        0,
      );
    expect((await s.call('GET', `/api/agendamientos/MensajeAgendar/${id}?metodo=sms`, { token })).body).toEqual({
      codigo: 1,
      mensaje: c.mensajes.limiteMensajes,
    });
    // Over the allowance a booking still succeeds: its automatic confirmation is skipped, not an error.
    const outboxBefore = (await s.app.store.records.messages(undefined, 1000)).length;
    const quiet = c.agregarAgendaResponse.parse(
      (
        await s.call('POST', '/api/agendamientos/AgregarAgendaSalud', {
          token,
          body: {
            idBeneficio: 2,
            ...futureSlot(9, '11:00'),
            claveIdempotencia: crypto.randomUUID(),
            especialidad: 'Medicina general',
          },
        })
      ).body,
    );
    expect(quiet.codigo).toBe(0);
    expect(
      (await s.call('POST', `/api/agendamientos/DeleteAgenda/${quiet.data!.idAgenda}`, { token })).body.codigo,
    ).toBe(0);
    expect((await s.app.store.records.messages(undefined, 1000)).length).toBe(outboxBefore);

    // José holds 4 guest licences and 2 guests: two more, then no more.
    const invite = async (identificacion: string) =>
      (
        await s.call('POST', '/api/Login/RegistrarUserLibre', {
          token,
          body: { identificacion, tipoIdentificacion: 8, nombres: 'Ana', idProducto: 7442 },
        })
      ).body;
    expect(await invite('47000011')).toEqual({ codigo: 0, mensaje: c.mensajes.invitadoRegistrado });
    expect(await invite('47000012')).toEqual({ codigo: 0, mensaje: c.mensajes.invitadoRegistrado });
    for (let i = 13; i < 19; i++)
      expect(await invite(`470000${i}`)).toEqual({ codigo: 1, mensaje: c.mensajes.limiteInvitados });
    // Withdrawing an invitation gives its licence back at once: one more invitation passes, then the bound holds again.
    const invitados = c.listarInvitadosResponse.parse(
      (await s.call('GET', '/api/Login/ListarInvitados', { token })).body,
    ).data.invitados;
    const newest = invitados.find((i) => i.documento === '*****012')!;
    expect((await s.call('POST', `/api/Login/RetirarInvitado/${newest.idInvitado}`, { token })).body).toEqual({
      codigo: 0,
      mensaje: c.mensajes.invitacionRetirada,
    });
    expect(await invite('47000019')).toEqual({ codigo: 0, mensaje: c.mensajes.invitadoRegistrado });
    expect(await invite('47000020')).toEqual({ codigo: 1, mensaje: c.mensajes.limiteInvitados });

    // Room URLs come from the configured origin, whatever Host the request claims (asked in the room's window).
    const teleSlot = futureSlot(10, '10:00');
    const tele = c.agregarAgendaResponse.parse(
      (
        await s.call('POST', '/api/agendamientos/AgregarAgendaSalud', {
          token,
          body: {
            idBeneficio: 2,
            ...teleSlot,
            claveIdempotencia: crypto.randomUUID(),
            especialidad: 'Medicina general',
          },
        })
      ).body,
    );
    if (tele.data?.idSala) {
      clock.at(videoWindow(teleSlot).startsAt);
      const sala = await s.app.inject({
        method: 'POST',
        url: '/api/video/ObtenerSala',
        headers: { host: 'evil.example' },
        payload: { idSala: tele.data.idSala, usuario: 'portal', clave: 'sala-demo' },
      });
      expect(sala.json().urlSala.startsWith(`${s.base}/api/video/sala/`)).toBe(true);
    }
  });

  it('sends no-store on authorised answers and logs activity as the token and the connection say', async () => {
    const s = await start();
    const token = await s.login(JOSE.documento, JOSE.password);
    const session = await s.call('GET', '/api/Login/obtenerSession', { token });
    expect(session.headers.get('cache-control')).toBe('no-store');
    expect((await s.call('GET', '/api/Login/obtenerSession')).headers.get('cache-control')).toBe('no-store');
    await s.call('POST', '/api/logUser/inserta', {
      token,
      body: {
        idUsuario: 'OTk=',
        ciudad_localizacion: 'Lima',
        fechaServidor: '2026-11-21',
        horaServidor: '10:00',
        fechaLocal: '21/11/2026',
        horaLocal: '10:00',
        direccion_ip: '8.8.8.8',
        pagina: '/ecosistema',
        control: 'boton',
        extra: 123456789,
      },
    });
    const db = openDatabase({ dataDir: s.dataDir, databaseUrl: s.database.databaseUrl });
    const row = (await db.get<{ user_id: number; payload: string }>(
      'SELECT user_id, payload FROM activity_log ORDER BY id DESC LIMIT 1',
    ))!;
    await db.close();
    const user = (await s.app.store.accounts.findUser(8, JOSE.documento))!;
    expect(row.user_id).toBe(user.id);
    expect(JSON.parse(row.payload)).toMatchObject({
      idUsuario: Buffer.from(String(user.id)).toString('base64'),
      direccion_ip: '127.0.0.1',
    });
  });

  it('answers 503 with Retry-After when the hashing queue is full', async () => {
    const queue = hashQueue({ concurrency: 1, queue: 1 });
    let release!: () => void;
    const blocker = new Promise<void>((resolve) => (release = resolve));
    const first = queue.run(() => blocker);
    const second = queue.run(async () => 'segundo');
    await expect(queue.run(async () => 'tercero')).rejects.toBeInstanceOf(ServiceBusyError);
    release();
    await first;
    expect(await second).toBe('segundo');

    const s = await start({
      hashing: { concurrency: 1, queue: 1, reserve: 1, reserveQueue: 1, maxWaitMs: 2_000, perClient: 2 },
    });
    // The captchas first: the twelve logins then reach the hash queue together, not a captcha's round trip apart
    // (on a busy machine, spread out that way, each hash could end before the next login arrived).
    const captchas = await Promise.all(Array.from({ length: 12 }, () => s.captcha()));
    const attempts = await Promise.all(captchas.map((captcha) => loginAttempt(s, '49999999', 'Mala#x2026', captcha)));
    const busy = attempts.filter((r) => r.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.headers.get('retry-after')).toBe('1');
    expect(busy[0]!.body).toEqual(c.apiErrors.servicioOcupado.body);
    expect(attempts.every((r) => r.status === 200 || r.status === 503)).toBe(true);
  });
});
