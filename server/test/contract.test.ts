import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoBenefitIds } from '../domain/catalogue.ts';
import * as c from '../http/contract.ts';
import { formatAppointmentDateTime } from '../../app/domain/dates.ts';
import { yearInLima } from '../../app/domain/limaCalendar.ts';
import { videoWindow } from '../../app/domain/videoWindow.ts';
import { confirmCode, latestActivationCode } from './activation.ts';
import {
  currentPassword,
  futureSlot,
  mondaysOfOneYear,
  movableClock,
  newPassword,
  startServer,
  transform,
  type TestServer,
} from './harness.ts';

/** Every endpoint over HTTP against a fresh database; every answer checked with the shared schemas. */
describe('API contract', () => {
  let s: TestServer;
  let jose: string; // 41234567, host with courses and telemedicine licences
  let rosa: string; // 70011223
  const JOSE_PASSWORD = 'Beneficio#2026';
  // Video rooms open only around their appointment's hour: the room's tests move the server's clock there.
  const clock = movableClock();

  beforeAll(async () => {
    s = await startServer({}, { now: clock.now });
    jose = await s.login('41234567', JOSE_PASSWORD);
    rosa = await s.login('70011223', 'Cuotas#Lima2026');
  });
  afterAll(() => s.close());

  const outbox = async (destino: string) => {
    const r = await s.call('GET', `/api/dev/outbox?destino=${encodeURIComponent(destino)}`);
    expect(r.status).toBe(200);
    return c.outboxResponse.parse(r.body).mensajes;
  };

  it('issues single-use captcha tokens', async () => {
    const r = await s.call('GET', '/api/captcha/token?action=submit');
    expect(r.status).toBe(200);
    expect(c.captchaTokenResponse.parse(r.body).token.length).toBeGreaterThanOrEqual(40);
  });

  it('answers the known-user check and the guest check', async () => {
    const check = async (usuario: string) =>
      c.validarUsuarioResponse.parse(
        (
          await s.call('POST', '/api/Register/ValidarUsuario', {
            body: { tipoIdentificacion: 8, usuario, tokenCaptcha: await s.captcha() },
          })
        ).body,
      );
    expect((await check('45678912')).mensajeExtra).toBe('yes_quest');
    expect((await check('45000222')).mensajeExtra).toBe('no_quest');
    expect((await check('49999999')).mensajeExtra).toBe('no_quest');
    const used = await s.captcha();
    await s.call('POST', '/api/Register/ValidarUsuario', {
      body: { tipoIdentificacion: 8, usuario: '45678912', tokenCaptcha: used },
    });
    const again = await s.call('POST', '/api/Register/ValidarUsuario', {
      body: { tipoIdentificacion: 8, usuario: '45678912', tokenCaptcha: used },
    });
    expect(c.validarUsuarioResponse.parse(again.body)).toMatchObject({ codigo: 1, mensaje: c.mensajes.captchaLogin });

    // The open guest check tells nobody who was invited (server/test/security.test.ts covers it).
    const guest = await s.call('POST', '/api/Register/IsGuest', {
      body: { tipoIdentificacion: 8, usuario: '45000222' },
    });
    expect(c.isGuestResponse.parse(guest.body)).toEqual({ codigo: 0, esInvitado: false, idProducto: null });
  });

  it('registers in two steps, with the code sent to the contact on record between them, with every documented code', async () => {
    const step1 = async (identificacion: string, socios: string[]) =>
      c.step1Response.parse(
        (
          await s.call('POST', '/api/Register/RegistroPaso1', {
            body: {
              identificacion,
              tipoIdentificacion: 8,
              tokenCaptcha: await s.captcha(),
              nombres: 'María Fernanda',
              fono: '',
              email: '',
              clave: '',
              socios,
            },
          })
        ).body,
      );
    expect(await step1('45678912', ['7702-1'])).toMatchObject({ Codigo: 1, Mensaje: c.mensajes.segurosNoCorresponden });
    expect(await step1('49999999', ['0000'])).toMatchObject({ Codigo: 1 });
    expect(await step1('41234567', ['7702-1'])).toMatchObject({ Codigo: 2, Mensaje: c.mensajes.usuarioExiste });
    const ok = await step1('45678912', ['7706-1']);
    expect(ok).toMatchObject({
      Codigo: 0,
      Mensaje: c.mensajes.codigoActivacionEnviado,
      envio: {
        metodos: [
          { metodo: 'sms', destino: '•••• ••• 320' },
          { metodo: 'correo', destino: 'm•••@example.pe' },
        ],
      },
    });
    const idusuario = ok.user!.idusuario;

    const step2 = async (email: string, tokenCaptcha?: string) => {
      const token = tokenCaptcha ?? (await s.captcha());
      return c.step2Response.parse(
        (
          await s.call('POST', '/api/Register/RegistroPaso2', {
            body: { fono: '987000111', idusuario, email, ...newPassword('Salud#2026ok', token), tokenCaptcha: token },
          })
        ).body,
      );
    };
    expect(await step2('maria@example.pe', 'x'.repeat(40))).toEqual({ Codigo: 1, Mensaje: c.mensajes.captchaRegistro });
    expect(await step2('maria@example.pe')).toEqual({ Codigo: 1, Mensaje: c.mensajes.confirmaCodigoPrimero });
    const code = await latestActivationCode(s, '987654320');
    const used = await s.captcha();
    await s.call('POST', '/api/Register/ConfirmarCodigo', { body: { idusuario, codigo: code, tokenCaptcha: used } });
    const reused = await s.call('POST', '/api/Register/ConfirmarCodigo', {
      body: { idusuario, codigo: code, tokenCaptcha: used },
    });
    expect(c.confirmarCodigoResponse.parse(reused.body)).toEqual({ Codigo: 1, Mensaje: c.mensajes.captchaRegistro });
    expect(await confirmCode(s, idusuario, code === '000000' ? '111111' : '000000')).toMatchObject({ Codigo: 1 });
    expect(await confirmCode(s, idusuario, code)).toEqual({ Codigo: 0, Mensaje: c.mensajes.codigoConfirmado });
    expect(await step2('jose.rojas@example.pe')).toEqual({ Codigo: 2, Mensaje: c.mensajes.correoRegistrado });
    expect(await step2('maria@example.pe')).toEqual({ Codigo: 0, Mensaje: c.mensajes.altaConforme });
    await s.login('45678912', 'Salud#2026ok');
  });

  it('logs in, refuses wrong passwords and reused captchas', async () => {
    const token = await s.captcha();
    const wrong = await s.call('POST', '/api/Login/IniciarSession', {
      body: {
        ip: '1.1.1.1',
        usuario: '41234567',
        password: transform('Otra#2026', token),
        tokenCaptcha: token,
        tipo: 1,
      },
    });
    expect(c.loginResponse.parse(wrong.body)).toEqual({ codigo: 1, mensaje: c.mensajes.loginIncorrecto, data: null });
    const reused = await s.call('POST', '/api/Login/IniciarSession', {
      body: {
        ip: '1.1.1.1',
        usuario: '41234567',
        password: transform(JOSE_PASSWORD, token),
        tokenCaptcha: token,
        tipo: 1,
      },
    });
    expect(c.loginResponse.parse(reused.body)).toEqual({ codigo: 1, mensaje: c.mensajes.captchaLogin, data: null });
  });

  it('returns the profile of the token', async () => {
    const r = await s.call('GET', '/api/Login/obtenerSession', { token: jose });
    const profile = c.obtenerSessionResponse.parse(r.body).data;
    expect(profile).toMatchObject({
      identificacion: '41234567',
      planServicio: 'Proteccion',
      grupoPreferencia: 1,
      invitado: false,
    });
  });

  it('updates contact data, personal data and the password', async () => {
    const profileOf = async () =>
      c.obtenerSessionResponse.parse((await s.call('GET', '/api/Login/obtenerSession', { token: rosa })).body).data;
    const before = await profileOf();
    const rosaPassword = async () => currentPassword(s, 'Cuotas#Lima2026');
    const ok = await s.call('POST', '/api/login/updateuser', {
      token: rosa,
      body: { email: 'rosa.m@example.pe', fono: '912345670', ...(await rosaPassword()) },
    });
    expect(c.updateUserResponse.parse(ok.body)).toEqual({ codigo: 2, mensaje: c.mensajes.contactoPorConfirmar });
    const personal = await s.call('POST', '/api/Profile/ActualizarDatospersonales', {
      token: rosa,
      body: {
        nombres: 'Rosa Elena',
        apellidoPaterno: 'Mendoza',
        apellidoMaterno: 'Castillo',
        numeroCelular: '912345671',
        correoElectronico: 'rosa.elena@example.pe',
        ...(await rosaPassword()),
      },
    });
    expect(c.actualizarDatosPersonalesResponse.parse(personal.body)).toEqual({
      codigo: 2,
      mensaje: c.mensajes.contactoPorConfirmar,
    });
    // Names change at once; e-mail and phone only with the codes sent to them.
    expect(await profileOf()).toMatchObject({
      nombres: 'Rosa Elena',
      numeroCelular: before.numeroCelular,
      correoElectronico: before.correoElectronico,
    });
    const confirm = async (canal: 'correo' | 'sms', codigo: string) =>
      c.confirmarContactoResponse.parse(
        (await s.call('POST', '/api/Profile/ConfirmarContacto', { token: rosa, body: { canal, codigo } })).body,
      );
    const codeIn = async (destino: string) => /\b(\d{6})\b/.exec((await outbox(destino))[0]!.cuerpo)![1]!;
    const mailCode = await codeIn('rosa.elena@example.pe');
    expect(await confirm('correo', mailCode === '000000' ? '111111' : '000000')).toEqual({
      codigo: 1,
      mensaje: c.mensajes.codigoInvalido,
    });
    expect(await confirm('correo', mailCode)).toEqual({ codigo: 0, mensaje: c.mensajes.contactoConfirmado });
    expect(await confirm('sms', await codeIn('912345671'))).toEqual({
      codigo: 0,
      mensaje: c.mensajes.contactoConfirmado,
    });
    expect(await profileOf()).toMatchObject({ numeroCelular: '912345671', correoElectronico: 'rosa.elena@example.pe' });
    // An e-mail of another account: the code goes out, and confirming it is refused by the unique e-mail.
    await s.call('POST', '/api/login/updateuser', {
      token: rosa,
      body: { email: 'jose.rojas@example.pe', fono: '912345671', ...(await rosaPassword()) },
    });
    const stolen = /\b(\d{6})\b/.exec((await outbox('jose.rojas@example.pe'))[0]!.cuerpo)![1]!;
    expect(await confirm('correo', stolen)).toEqual({ codigo: 1, mensaje: c.mensajes.correoRegistrado });

    const change = async (actual: string, nueva: string) => {
      const token = await s.captcha();
      return c.actualizarPasswordResponse.parse(
        (
          await s.call('POST', '/api/Profile/ActualizarPassword', {
            token: rosa,
            body: {
              claveActual: transform(actual, token),
              claveNueva: transform(nueva, token),
              claveRevision: newPassword(nueva, token).claveRevision,
              tokenCaptcha: token,
            },
          })
        ).body,
      );
    };
    expect(await change('Mala#2026x', 'Nueva#2026x')).toEqual({
      codigo: 1,
      mensaje: c.mensajes.contrasenaActualIncorrecta,
    });
    expect(await change('Cuotas#Lima2026', 'Nueva#2026x')).toEqual({
      codigo: 0,
      mensaje: c.mensajes.contrasenaActualizada,
    });
    await s.login('70011223', 'Nueva#2026x');
    expect((await s.call('GET', '/api/Login/obtenerSession', { token: rosa })).status).toBe(200);
  });

  it('refuses an empty or blank required field of the personal data with a 400 naming it, and stores nothing', async () => {
    const profileOf = async () =>
      c.obtenerSessionResponse.parse((await s.call('GET', '/api/Login/obtenerSession', { token: jose })).body).data;
    const before = await profileOf();
    const { nombres, apellidoPaterno, apellidoMaterno, numeroCelular, correoElectronico } = before;
    const datos = { nombres, apellidoPaterno, apellidoMaterno, numeroCelular, correoElectronico };
    const save = (cambio: Partial<typeof datos>) =>
      s.call('POST', '/api/Profile/ActualizarDatospersonales', { token: jose, body: { ...datos, ...cambio } });
    const cases: [keyof typeof datos, string, string][] = [
      ['apellidoPaterno', '', 'Ingresar algun dato'],
      ['apellidoPaterno', '   ', 'Ingresar algun dato'],
      ['nombres', '', 'Ingresar algun dato'],
      ['nombres', ' ', 'Ingresar algun dato'],
      ['numeroCelular', '', 'Ingrese un número válido.'],
      ['correoElectronico', '', 'Ingrese un correo válido.'],
      ['apellidoMaterno', '  ', 'Ingresar solo letras'],
    ];
    for (const [campo, valor, mensaje] of cases) {
      const r = await save({ [campo]: valor });
      expect(r.status, `${campo} = ${JSON.stringify(valor)}`).toBe(400);
      expect(r.body).toEqual({ ...c.apiErrors.solicitudInvalida.body, detalles: [{ campo, mensaje }] });
    }
    expect(await profileOf()).toEqual(before);
    // The second surname alone may be empty.
    expect((await save({ apellidoMaterno: '' })).body).toEqual({ codigo: 0, mensaje: c.mensajes.datosActualizados });
    expect(await profileOf()).toMatchObject({ apellidoPaterno, apellidoMaterno: '' });
    expect((await save({})).body).toMatchObject({ codigo: 0 });
    expect(await profileOf()).toEqual(before);
  });

  it('lists the contact changes waiting for their code, keeps them while the names are saved, and cancels one', async () => {
    const waiting = async () =>
      c.contactosPorConfirmarResponse.parse(
        (await s.call('GET', '/api/Profile/ContactosPorConfirmar', { token: jose })).body,
      ).data;
    const profile = c.obtenerSessionResponse.parse(
      (await s.call('GET', '/api/Login/obtenerSession', { token: jose })).body,
    ).data;
    const { nombres, apellidoPaterno, apellidoMaterno, numeroCelular, correoElectronico } = profile;
    const datos = { nombres, apellidoPaterno, apellidoMaterno, numeroCelular, correoElectronico };
    const save = async (body: object) =>
      (await s.call('POST', '/api/Profile/ActualizarDatospersonales', { token: jose, body })).body;
    expect(await waiting()).toEqual([]);

    const nuevo = { correoElectronico: 'jose.luis.nuevo@example.pe', numeroCelular: '911222444' };
    expect(await save({ ...datos, ...nuevo, ...(await currentPassword(s, JOSE_PASSWORD)) })).toEqual({
      codigo: 2,
      mensaje: c.mensajes.contactoPorConfirmar,
    });
    const both = [
      { canal: 'correo', valor: nuevo.correoElectronico },
      { canal: 'sms', valor: nuevo.numeroCelular },
    ];
    expect(await waiting()).toEqual(both);
    // The names saved alone, with the contacts the account has: both changes still wait for their code.
    expect(await save({ ...datos, nombres: 'José' })).toEqual({ codigo: 0, mensaje: c.mensajes.datosActualizados });
    expect(await waiting()).toEqual(both);
    await save(datos);

    const cancel = await s.call('POST', '/api/Profile/CancelarContacto', { token: jose, body: { canal: 'sms' } });
    expect(c.cancelarContactoResponse.parse(cancel.body)).toEqual({
      codigo: 0,
      mensaje: c.mensajes.contactoCancelado,
    });
    expect(await waiting()).toEqual([both[0]]);
    // The code sent to the cancelled phone confirms nothing.
    const smsCode = /\b(\d{6})\b/.exec((await outbox(nuevo.numeroCelular))[0]!.cuerpo)![1]!;
    const confirm = await s.call('POST', '/api/Profile/ConfirmarContacto', {
      token: jose,
      body: { canal: 'sms', codigo: smsCode },
    });
    expect(confirm.body).toEqual({ codigo: 1, mensaje: c.mensajes.codigoInvalido });
    // Once its code has expired (10 minutes) the e-mail no longer waits either; the account kept its contacts.
    clock.at(Date.now() + 11 * 60_000);
    try {
      expect(await waiting()).toEqual([]);
    } finally {
      clock.reset();
    }
    expect(
      c.obtenerSessionResponse.parse((await s.call('GET', '/api/Login/obtenerSession', { token: jose })).body).data,
    ).toMatchObject({ numeroCelular, correoElectronico });
  });

  it('recovers a password with a code from the outbox', async () => {
    const start = await s.call('POST', '/api/Login/RecuperaContrasena', {
      body: { tipoIdentificacion: 8, usuario: '46813579', tokenCaptcha: await s.captcha() },
    });
    const options = c.recuperaContrasenaResponse.parse(start.body);
    // No account, same answer: whoever knows a document learns nothing of its account.
    const none = await s.call('POST', '/api/Login/RecuperaContrasena', {
      body: { tipoIdentificacion: 8, usuario: '49999999', tokenCaptcha: await s.captcha() },
    });
    expect(c.recuperaContrasenaResponse.parse(none.body)).toEqual(options);
    expect(options).toMatchObject({ codigo: 0, mensaje: c.mensajes.elegirMetodo });
    const sendNone = await s.call('POST', '/api/Login/EnvioCodigo', {
      body: { tipoIdentificacion: 8, usuario: '49999999', metodo: 'sms', tokenCaptcha: await s.captcha() },
    });
    expect(c.envioCodigoResponse.parse(sendNone.body)).toEqual({ codigo: 0, mensaje: c.mensajes.codigoEnviado });

    const carlos = await s.login('46813579', 'Detecta!Power3');
    const send = await s.call('POST', '/api/Login/EnvioCodigo', {
      body: { tipoIdentificacion: 8, usuario: '46813579', metodo: 'sms', tokenCaptcha: await s.captcha() },
    });
    expect(c.envioCodigoResponse.parse(send.body)).toEqual({ codigo: 0, mensaje: c.mensajes.codigoEnviado });
    const profile = c.obtenerSessionResponse.parse(
      (await s.call('GET', '/api/Login/obtenerSession', { token: carlos })).body,
    ).data;
    const [message] = await outbox(profile.numeroCelular);
    const code = /\b(\d{6})\b/.exec(message!.cuerpo)![1]!;

    const changeWith = async (codigo: string) => {
      const token = await s.captcha();
      return c.cambiarContrasenaResponse.parse(
        (
          await s.call('POST', '/api/Login/CambiarContrasena', {
            body: {
              tipoIdentificacion: 8,
              usuario: '46813579',
              codigo,
              ...newPassword('Recupero#2026', token),
              tokenCaptcha: token,
            },
          })
        ).body,
      );
    };
    expect(await changeWith(code === '000000' ? '111111' : '000000')).toEqual({
      codigo: 1,
      mensaje: c.mensajes.codigoInvalido,
    });
    expect(await changeWith(code)).toEqual({ codigo: 0, mensaje: c.mensajes.contrasenaActualizadaRecuperacion });
    expect(await changeWith(code)).toMatchObject({ codigo: 1 });
    await s.login('46813579', 'Recupero#2026');
    // The password change ends the sessions opened with the old one.
    expect((await s.call('GET', '/api/Login/obtenerSession', { token: carlos })).status).toBe(401);
  });

  it('lets a host invite a guest (JSON or text/json)', async () => {
    const invite = async (token: string, identificacion: string, idProducto: number, contentType?: string) =>
      c.registrarUserLibreResponse.parse(
        (
          await s.call('POST', '/api/Login/RegistrarUserLibre', {
            token,
            contentType,
            body: { identificacion, tipoIdentificacion: 8, nombres: 'Lucía', idProducto },
          })
        ).body,
      );
    expect(await invite(jose, '47000001', 7442, 'text/json')).toEqual({
      codigo: 0,
      mensaje: c.mensajes.invitadoRegistrado,
    });
    expect(await invite(jose, '47000001', 7442)).toEqual({ codigo: 1, mensaje: c.mensajes.invitacionExiste });
    expect(await invite(jose, '70011223', 7443)).toEqual({ codigo: 1, mensaje: c.mensajes.invitacionExiste });
    expect(await invite(rosa, '47000002', 7443)).toEqual({ codigo: 1, mensaje: c.mensajes.sinServicioInvitados });
  });

  it('stores the four CRM events', async () => {
    const calls = [
      ['/api/crm/EnviarPaqueteBeneficio?namePaqueteBenef=Salud%20Plus', undefined],
      ['/api/crm/SendUsoBeneficioSF', { beneficioUsado: 'Telemedicina' }],
      ['/api/crm/SendCitaCancelSF', { cancelCitaName: 'Telemedicina', fechaAgenda: '2026-12-01' }],
      ['/api/crm/EnviarSeleccionBeneficio', { beneficio: 'Ambulancia' }],
    ] as const;
    for (const [url, body] of calls) {
      const r = await s.call('POST', url, { token: jose, body });
      expect(c.crmResponse.parse(r.body)).toEqual({ codigo: 0, mensaje: c.mensajes.crmRegistrado });
    }
  });

  it('saves and updates the survey and marks the profile', async () => {
    const saved = c.guardarEncuestaResponse.parse(
      (
        await s.call('POST', '/api/encuestas/guardarEncuesta', {
          token: jose,
          body: { valor: 'Promotor', ruta: '/ecosistema' },
        })
      ).body,
    );
    expect(saved.cod).toBeGreaterThan(0);
    const updated = await s.call('POST', '/api/encuestas/actualizarEncuesta', {
      token: jose,
      body: { cod: saved.cod, comentario: 'Muy útil' },
    });
    expect(c.actualizarEncuestaResponse.parse(updated.body)).toEqual({ cod: saved.cod });
    const profile = c.obtenerSessionResponse.parse(
      (await s.call('GET', '/api/Login/obtenerSession', { token: jose })).body,
    ).data;
    expect(profile.encuesta).toBe(1);
  });

  it('books, lists, confirms, moves and cancels appointments; rooms follow them', async () => {
    const free = await s.call('POST', '/api/agendamientos/ObtenerCitasDisponibles', {
      token: jose,
      body: { idBeneficio: 3, desde: futureSlot().fecha, dias: 7 },
    });
    const days = c.obtenerCitasDisponiblesResponse.parse(free.body).data;
    expect(days.length).toBe(6);
    expect(days.every((d) => d.horarios.every((h) => h.disponible))).toBe(true);

    const slot = futureSlot(9, '11:00');
    const key = crypto.randomUUID();
    const booked = c.agregarAgendaResponse.parse(
      (
        await s.call('POST', '/api/agendamientos/AgregarAgenda', {
          token: jose,
          body: { idBeneficio: 3, ...slot, claveIdempotencia: key },
        })
      ).body,
    );
    expect(booked).toMatchObject({
      codigo: 0,
      mensaje: c.mensajes.citaAgendada,
      data: { idSala: null, estado: 'programada' },
    });
    const retry = c.agregarAgendaResponse.parse(
      (
        await s.call('POST', '/api/agendamientos/AgregarAgenda', {
          token: jose,
          body: { idBeneficio: 3, ...slot, claveIdempotencia: key },
        })
      ).body,
    );
    expect(retry.data?.idAgenda).toBe(booked.data?.idAgenda);
    const clash = c.agregarAgendaResponse.parse(
      (
        await s.call('POST', '/api/agendamientos/AgregarAgenda', {
          token: jose,
          body: { idBeneficio: 3, ...slot, claveIdempotencia: crypto.randomUUID() },
        })
      ).body,
    );
    expect(clash).toMatchObject({ codigo: 1, mensaje: c.mensajes.horarioNoDisponible });
    // Benefit 3 (credit score) belongs to the Protección family, not to Rosa's plan.
    const outside = await s.call('POST', '/api/agendamientos/AgregarAgenda', {
      token: rosa,
      body: { idBeneficio: 3, ...futureSlot(9, '12:00'), claveIdempotencia: crypto.randomUUID() },
    });
    expect(outside.status).toBe(403);
    expect(c.apiErrorSchema.parse(outside.body)).toEqual({
      error: 'no_incluido',
      mensaje: 'Este beneficio no está incluido en tu plan.',
    });
    const after = c.obtenerCitasDisponiblesResponse.parse(
      (
        await s.call('POST', '/api/agendamientos/ObtenerCitasDisponibles', {
          token: jose,
          body: { idBeneficio: 3, desde: slot.fecha, dias: 1 },
        })
      ).body,
    );
    expect(after.data[0]?.horarios.find((h) => h.hora === '11:00')?.disponible).toBe(false);

    const tele = videoBenefitIds()[0]!;
    const bookVideo = async (at: { fecha: string; hora: string }) =>
      c.agregarAgendaResponse.parse(
        (
          await s.call('POST', '/api/agendamientos/AgregarAgendaSalud', {
            token: jose,
            body: {
              idBeneficio: tele,
              ...at,
              claveIdempotencia: crypto.randomUUID(),
              especialidad: 'Pediatría',
              motivo: 'Fiebre desde ayer',
              paciente: 'Ana Rojas',
            },
          })
        ).body,
      );
    // One person, one appointment an hour: the credit-score appointment holds 11:00, for any benefit.
    expect(await bookVideo(slot)).toEqual({ codigo: 1, mensaje: c.mensajes.otraCitaALaHora, data: null });
    const offered = c.obtenerCitasDisponiblesResponse.parse(
      (
        await s.call('POST', '/api/agendamientos/ObtenerCitasDisponibles', {
          token: jose,
          body: { idBeneficio: tele, desde: slot.fecha, dias: 1 },
        })
      ).body,
    );
    expect(offered.data[0]?.horarios.find((h) => h.hora === slot.hora)?.disponible).toBe(false);
    const videoSlot = futureSlot(9, '13:00');
    const video = await bookVideo(videoSlot);
    const idSala = video.data!.idSala!;
    expect(video.data!.linkSala).toBe(`/videollamada/sala?id=${idSala}`);

    const list = c.listarCitasResponse.parse(
      (await s.call('GET', '/api/agendamientos/ListarCitas', { token: jose })).body,
    );
    expect(list.data.map((cita) => cita.idAgenda)).toEqual(
      expect.arrayContaining([booked.data!.idAgenda, video.data!.idAgenda]),
    );

    const check = async (documento: string) =>
      c.validarDocumentoResponse.parse(
        (await s.call('GET', `/api/agendamientos/validarDocumento?id=${idSala}&documento=${documento}`)).body,
      );
    clock.at(videoWindow(videoSlot).startsAt);
    expect(await check('41234567')).toEqual({ codigo: 1, mensaje: c.mensajes.documentoValido, cita: videoSlot });
    expect(await check('70011223')).toEqual({ codigo: 0, mensaje: c.mensajes.documentoNoCorresponde });

    const sala = c.obtenerSalaResponse.parse(
      (await s.call('POST', '/api/video/ObtenerSala', { body: { idSala, usuario: 'portal', clave: 'sala-demo' } }))
        .body,
    );
    expect(sala.MsgError).toBe('');
    const page = await fetch(sala.urlSala);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('lang="es"');
    // The room says what the consultation is; its id is a token and never shows.
    expect(html).not.toContain(idSala);
    expect(html).toContain('Telemedicina · Pediatría');
    expect(page.headers.get('permissions-policy')).toContain('camera=(self)');
    clock.reset();
    const links = c.obtenerLinksResponse.parse(
      (await s.call('POST', '/api/video/ObtenerLinks', { token: jose, body: { idSala } })).body,
    );
    expect(links.links).toEqual([{ rol: 'paciente', url: `/videollamada/sala?id=${idSala}` }]);

    const confirm = await s.call('GET', `/api/agendamientos/MensajeAgendar/${video.data!.idAgenda}?metodo=correo`, {
      token: jose,
    });
    expect(c.mensajeAgendarResponse.parse(confirm.body)).toEqual({
      codigo: 0,
      mensaje: c.mensajes.confirmacionEnviada,
    });
    const [mail] = await outbox('jose.rojas@example.pe');
    expect(mail!.cuerpo).toContain(`/videollamada/sala?id=${idSala}`);
    expect(mail!.cuerpo).not.toContain(videoSlot.fecha);
    // Sent at real time: a slot in the next year carries its year.
    expect(mail!.cuerpo).toContain(formatAppointmentDateTime(videoSlot.fecha, videoSlot.hora, yearInLima(Date.now())));

    const moved = c.updateAgendaResponse.parse(
      (
        await s.call('POST', '/api/agendamientos/UpdateAgenda', {
          token: jose,
          body: { idAgenda: booked.data!.idAgenda, ...futureSlot(10, '15:00') },
        })
      ).body,
    );
    expect(moved).toMatchObject({ codigo: 0, mensaje: c.mensajes.citaReprogramada, data: { hora: '15:00' } });

    const cancel = await s.call('POST', `/api/agendamientos/DeleteAgenda/${video.data!.idAgenda}`, { token: jose });
    expect(c.deleteAgendaResponse.parse(cancel.body)).toEqual({
      codigo: 0,
      mensaje: c.mensajes.citaCancelada,
      confirmacionEnviada: true,
    });
    expect(await check('41234567')).toEqual({ codigo: 0, mensaje: c.mensajes.consultaNoExiste });
    const gone = c.obtenerSalaResponse.parse(
      (await s.call('POST', '/api/video/ObtenerSala', { body: { idSala, usuario: 'portal', clave: 'sala-demo' } }))
        .body,
    );
    expect(gone).toEqual({ urlSala: '', MsgError: c.mensajes.salaSinDatos });
    expect((await fetch(`${s.base}/api/video/sala/${idSala}`)).status).toBe(404);
  });

  it('books only benefits that are booked online, Monday to Saturday 09:00 to 17:00', async () => {
    const courses = c.agregarAgendaResponse.parse(
      (
        await s.call('POST', '/api/agendamientos/AgregarAgenda', {
          token: jose,
          body: { idBeneficio: 1, ...futureSlot(9, '11:00'), claveIdempotencia: crypto.randomUUID() },
        })
      ).body,
    );
    expect(courses).toMatchObject({ codigo: 1, data: null });
    const late = c.agregarAgendaResponse.parse(
      (
        await s.call('POST', '/api/agendamientos/AgregarAgenda', {
          token: jose,
          body: { idBeneficio: 3, ...futureSlot(9, '18:00'), claveIdempotencia: crypto.randomUUID() },
        })
      ).body,
    );
    expect(late).toMatchObject({ codigo: 1, mensaje: c.mensajes.horarioNoDisponible });
    const days = c.obtenerCitasDisponiblesResponse.parse(
      (
        await s.call('POST', '/api/agendamientos/ObtenerCitasDisponibles', {
          token: jose,
          body: { idBeneficio: 21, desde: futureSlot(20).fecha, dias: 1 },
        })
      ).body,
    ).data;
    expect(days[0]?.horarios.map((h) => h.hora)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
  });

  it('ends a room with Finalizar', async () => {
    const tele = videoBenefitIds()[0]!;
    const booked = c.agregarAgendaResponse.parse(
      (
        await s.call('POST', '/api/agendamientos/AgregarAgendaSalud', {
          token: jose,
          body: {
            idBeneficio: tele,
            ...futureSlot(11, '09:00'),
            claveIdempotencia: crypto.randomUUID(),
            especialidad: 'Cardiología',
          },
        })
      ).body,
    );
    const idSala = booked.data!.idSala!;
    const otherSlot = futureSlot(11, '10:00');
    const other = c.agregarAgendaResponse.parse(
      (
        await s.call('POST', '/api/agendamientos/AgregarAgendaSalud', {
          token: jose,
          body: { idBeneficio: tele, ...otherSlot, claveIdempotencia: crypto.randomUUID(), especialidad: 'Pediatría' },
        })
      ).body,
    );
    const finalizar = async (body: Record<string, unknown>, token?: string) =>
      c.finalizarSalaResponse.parse((await s.call('POST', '/api/video/Finalizar', { body, token })).body);
    // Days before the hour, "Finalizar" spends nothing (codigo 2): the consultation has not started.
    expect(await finalizar({ idSala, documento: '41234567' })).toEqual({ codigo: 2 });
    // During the consultation. Nobody else ends it: no proof, another document, another customer's token.
    clock.at(videoWindow(otherSlot).startsAt);
    expect(await finalizar({ idSala })).toEqual({ codigo: 1 });
    expect(await finalizar({ idSala, documento: '70011223' })).toEqual({ codigo: 1 });
    expect(await finalizar({ idSala }, await s.login('43218765', 'Detecta+2026'))).toEqual({ codigo: 1 });
    expect(await finalizar({ idSala, documento: '41234567' })).toEqual({ codigo: 0 });
    // The owner ends one with a session of that moment.
    expect(await finalizar({ idSala: other.data!.idSala! }, await s.login('41234567', JOSE_PASSWORD))).toEqual({
      codigo: 0,
    });
    clock.reset();
    const sala = c.obtenerSalaResponse.parse(
      (await s.call('POST', '/api/video/ObtenerSala', { body: { idSala, usuario: 'portal', clave: 'sala-demo' } }))
        .body,
    );
    expect(sala.MsgError).toBe(c.mensajes.salaSinDatos);
    const list = c.listarCitasResponse.parse(
      (await s.call('GET', '/api/agendamientos/ListarCitas', { token: jose })).body,
    );
    expect(list.data.find((cita) => cita.idAgenda === booked.data!.idAgenda)).toMatchObject({
      estado: 'finalizada',
      linkSala: null,
    });
  });

  it('reserves one coworking week a year', async () => {
    const luis = await s.login('72233445', 'Cowork#Lima26');
    const [monday, another, movedTo] = mondaysOfOneYear(3) as [string, string, string];
    const key = crypto.randomUUID();
    const add = async (semanaInicio: string, claveIdempotencia: string) =>
      c.agregarCoworkingResponse.parse(
        (
          await s.call('POST', '/api/coworking/AgregarCoworking', {
            token: luis,
            body: { semanaInicio, claveIdempotencia, idLugar: 12 },
          })
        ).body,
      );
    const first = await add(monday, key);
    expect(first).toMatchObject({
      codigo: 0,
      mensaje: c.mensajes.reservaRegistrada,
      data: { semanaInicio: monday, estado: 'programada' },
    });
    expect((await add(monday, key)).data?.idCoworking).toBe(first.data?.idCoworking);
    expect(await add(another, crypto.randomUUID())).toMatchObject({
      codigo: 1,
      mensaje: c.mensajes.coworkingUsado(Number(another.slice(0, 4))),
    });

    const id = first.data!.idCoworking;
    const moved = c.updateCoworkingResponse.parse(
      (
        await s.call('POST', '/api/coworking/UpdateCoworking', {
          token: luis,
          body: { idCoworking: id, semanaInicio: movedTo },
        })
      ).body,
    );
    expect(moved).toMatchObject({ codigo: 0, data: { semanaInicio: movedTo } });
    const message = await s.call('GET', `/api/coworking/MensajeAgendar/${id}?metodo=sms`, { token: luis });
    expect(c.mensajeCoworkingResponse.parse(message.body).codigo).toBe(0);
    const list = c.listarReservasResponse.parse(
      (await s.call('GET', '/api/coworking/ListarReservas', { token: luis })).body,
    );
    expect(list.data.some((r) => r.idCoworking === id)).toBe(true);
    const cancel = await s.call('POST', `/api/coworking/DeleteCoworking/${id}`, { token: luis });
    expect(c.deleteCoworkingResponse.parse(cancel.body).codigo).toBe(0);
  });

  it('stores activity log entries', async () => {
    const r = await s.call('POST', '/api/logUser/inserta', {
      token: jose,
      body: {
        idUsuario: 'Mg==',
        ciudad_localizacion: 'Lima',
        fechaServidor: '2026-11-21',
        horaServidor: '10:00:00',
        fechaLocal: '21/11/2026',
        horaLocal: '10:00',
        direccion_ip: '127.0.0.1',
        pagina: '/ecosistema',
        control: 'boton-agendar',
        extra: 123456789,
      },
    });
    expect(c.logUserResponse.parse(r.body)).toEqual({ codigo: 0 });
  });

  it('logs out and revokes the token', async () => {
    const token = await s.login('40102030', 'Hogar$Seguro1');
    const profile = c.obtenerSessionResponse.parse(
      (await s.call('GET', '/api/Login/obtenerSession', { token })).body,
    ).data;
    const out = await s.call('GET', `/api/Login/Logout/${profile.idUsuario}`, { token });
    expect(c.logoutResponse.parse(out.body)).toEqual({ codigo: 0, mensaje: c.mensajes.sesionCerrada });
    const after = await s.call('GET', '/api/Login/obtenerSession', { token });
    expect(after.status).toBe(401);
    expect(c.apiErrorSchema.parse(after.body)).toEqual(c.apiErrors.noAutorizado.body);
  });

  it('keeps /health and answers unknown API routes with 404', async () => {
    expect((await s.call('GET', '/health')).body).toEqual({ status: 'ok' });
    const r = await s.call('GET', '/api/no/existe');
    expect(r.status).toBe(404);
    expect(r.body).toEqual(c.apiErrors.noEncontrado.body);
  });
});
