import { describe, expect, it } from 'vitest';
import * as c from '../http/contract.ts';
import { currentPassword, newPassword, serverPerTest, transform, type TestServer } from './harness.ts';

const JOSE = { documento: '41234567', password: 'Beneficio#2026', fono: '987654321', correo: 'jose.rojas@example.pe' };
const NUEVO = { correo: 'jose.nuevo@example.pe', fono: '911222333' };

/**
 * What someone holding only a customer's session (not the password) can do to the account, over HTTP on a fresh
 * database: move its contacts, change its password, guess the current one.
 */
describe('a stolen session', { timeout: 60_000 }, () => {
  const start = serverPerTest();

  const outbox = async (s: TestServer, destino: string) =>
    c.outboxResponse.parse((await s.call('GET', `/api/dev/outbox?destino=${encodeURIComponent(destino)}`)).body)
      .mensajes;
  const profileOf = async (s: TestServer, token: string) =>
    c.obtenerSessionResponse.parse((await s.call('GET', '/api/Login/obtenerSession', { token })).body).data;
  const personalData = (s: TestServer, token: string, extra: object = {}) =>
    s.call('POST', '/api/Profile/ActualizarDatospersonales', {
      token,
      body: {
        nombres: 'Otro Nombre',
        apellidoPaterno: 'Rojas',
        apellidoMaterno: 'Flores',
        numeroCelular: NUEVO.fono,
        correoElectronico: NUEVO.correo,
        ...extra,
      },
    });
  const changePassword = async (s: TestServer, token: string, actual: string, nueva: string) => {
    const tokenCaptcha = await s.captcha();
    const body = {
      claveActual: transform(actual, tokenCaptcha),
      claveNueva: transform(nueva, tokenCaptcha),
      claveRevision: newPassword(nueva, tokenCaptcha).claveRevision,
      tokenCaptcha,
    };
    return c.actualizarPasswordResponse.parse(
      (await s.call('POST', '/api/Profile/ActualizarPassword', { token, body })).body,
    );
  };

  it('changes nothing, names included, when a new e-mail or phone comes without the right current password', async () => {
    const s = await start();
    const token = await s.login(JOSE.documento, JOSE.password);
    const before = await profileOf(s, token);

    expect((await personalData(s, token)).body).toEqual({ codigo: 1, mensaje: c.mensajes.contrasenaParaContacto });
    expect((await personalData(s, token, await currentPassword(s, 'Adivinada#2026'))).body).toEqual({
      codigo: 1,
      mensaje: c.mensajes.contrasenaActualIncorrecta,
    });
    const viaUpdateUser = await s.call('POST', '/api/login/updateuser', {
      token,
      body: { email: NUEVO.correo, fono: NUEVO.fono },
    });
    expect(viaUpdateUser.body).toEqual({ codigo: 1, mensaje: c.mensajes.contrasenaParaContacto });
    // A password without its captcha token cannot be read: refused as a malformed request.
    const unkeyed = await s.call('POST', '/api/login/updateuser', {
      token,
      body: { email: NUEVO.correo, fono: NUEVO.fono, claveActual: transform(JOSE.password, 'x'.repeat(40)) },
    });
    expect(unkeyed.status).toBe(400);

    expect(await profileOf(s, token)).toEqual(before);
    // No code went to the new contacts, so there is nothing to confirm.
    expect(await outbox(s, NUEVO.correo)).toEqual([]);
    expect(await outbox(s, NUEVO.fono)).toEqual([]);
    const confirm = await s.call('POST', '/api/Profile/ConfirmarContacto', {
      token,
      body: { canal: 'correo', codigo: '123456' },
    });
    expect(confirm.body).toEqual({ codigo: 1, mensaje: c.mensajes.codigoInvalido });

    // Names alone need no password.
    const names = await personalData(s, token, { numeroCelular: JOSE.fono, correoElectronico: JOSE.correo });
    expect(names.body).toEqual({ codigo: 0, mensaje: c.mensajes.datosActualizados });
    expect(await profileOf(s, token)).toMatchObject({
      nombres: 'Otro Nombre',
      correoElectronico: JOSE.correo,
      numeroCelular: JOSE.fono,
    });
  });

  it('tells the old e-mail and phone once they are replaced, and the e-mail of each password change, whatever the hourly allowance', async () => {
    // Two messages an hour: the two contact codes use them up; the notices still go out.
    const s = await start({ messagesPerHour: 2 });
    const token = await s.login(JOSE.documento, JOSE.password);
    const staged = await personalData(s, token, { nombres: 'José Luis', ...(await currentPassword(s, JOSE.password)) });
    expect(staged.body).toEqual({ codigo: 2, mensaje: c.mensajes.contactoPorConfirmar });
    const codeIn = async (destino: string) => /\b(\d{6})\b/.exec((await outbox(s, destino))[0]!.cuerpo)![1]!;
    for (const [canal, destino] of [
      ['correo', NUEVO.correo],
      ['sms', NUEVO.fono],
    ] as const) {
      const r = await s.call('POST', '/api/Profile/ConfirmarContacto', {
        token,
        body: { canal, codigo: await codeIn(destino) },
      });
      expect(r.body).toEqual({ codigo: 0, mensaje: c.mensajes.contactoConfirmado });
    }
    expect(await profileOf(s, token)).toMatchObject({ correoElectronico: NUEVO.correo, numeroCelular: NUEVO.fono });

    const [mail] = await outbox(s, JOSE.correo);
    expect(mail).toMatchObject({ canal: 'correo', asunto: 'Cambió el correo de tu cuenta de Beneficios' });
    expect(mail!.cuerpo).toContain('j•••@example.pe');
    expect(mail!.cuerpo).not.toContain(NUEVO.correo);
    const [sms] = await outbox(s, JOSE.fono);
    expect(sms).toMatchObject({ canal: 'sms', asunto: 'Cambió el celular de tu cuenta de Beneficios' });
    expect(sms!.cuerpo).toContain('•••• ••• 333');

    expect(await changePassword(s, token, JOSE.password, 'Nueva#Clave2026')).toEqual({
      codigo: 0,
      mensaje: c.mensajes.contrasenaActualizada,
    });
    const [passwordNotice] = await outbox(s, NUEVO.correo);
    expect(passwordNotice).toMatchObject({ asunto: 'Cambió la contraseña de tu cuenta de Beneficios' });
    expect(passwordNotice!.cuerpo).toContain('desde la configuración de tu cuenta');
  });

  it('counts wrong current passwords toward the login lock: twelve tries, then the right one is refused', async () => {
    let now = Date.now();
    const s = await start({}, { now: () => now });
    const token = await s.login(JOSE.documento, JOSE.password);
    const answers = [];
    for (let i = 0; i < 12; i++) {
      // Alternating the two settings forms: both count.
      answers.push(
        i % 2 === 0
          ? await changePassword(s, token, `Adivinada#${i}x`, 'Nueva#Clave2026')
          : c.actualizarDatosPersonalesResponse.parse(
              (await personalData(s, token, await currentPassword(s, `Adivinada#${i}x`))).body,
            ),
      );
    }
    expect(answers.slice(0, 2).map((a) => a.mensaje)).toEqual([
      c.mensajes.contrasenaActualIncorrecta,
      c.mensajes.contrasenaActualIncorrecta,
    ]);
    for (const answer of answers.slice(2))
      expect(answer.mensaje).toMatch(/^Por tu seguridad bloqueamos el ingreso a esta cuenta/);

    // The right password is refused while the lock lasts, in settings and at login alike.
    expect((await changePassword(s, token, JOSE.password, 'Nueva#Clave2026')).mensaje).toMatch(
      /^Por tu seguridad bloqueamos/,
    );
    await expect(s.login(JOSE.documento, JOSE.password)).rejects.toThrow(/Por tu seguridad bloqueamos/);
    const events = await s.app.store.securityEvents.eventsFor(JOSE.documento, null, 50);
    expect(
      events
        .filter((e) => e.kind === 'clave_actual_fallida')
        .map((e) => e.detalle)
        .sort(),
    ).toEqual(['intento 1', 'intento 2', 'intento 3']);

    // Once the lock ends the right one is accepted again, and it ends the streak.
    now += 16_000;
    expect(await changePassword(s, token, JOSE.password, 'Nueva#Clave2026')).toEqual({
      codigo: 0,
      mensaje: c.mensajes.contrasenaActualizada,
    });
    expect(await s.app.store.securityEvents.throttle(JOSE.documento)).toBeUndefined();
  });

  it('tells the holder by e-mail when guesses in settings lock the account', async () => {
    let now = Date.now();
    const s = await start({}, { now: () => now });
    const token = await s.login(JOSE.documento, JOSE.password);
    // Each guess after the lock ends: the fifth failure in a row tells the holder.
    for (let i = 0; i < 5; i++) {
      now += 16 * 60_000;
      expect((await changePassword(s, token, `Adivinada#${i}x`, 'Nueva#Clave2026')).codigo).toBe(1);
    }
    const notices = (await outbox(s, JOSE.correo)).filter(
      (m) => m.asunto === 'Bloqueamos temporalmente el ingreso a tu cuenta',
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.cuerpo).toContain('Desde una sesión abierta de tu cuenta');
  });
});
