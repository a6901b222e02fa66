import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoBenefitIds } from '../domain/catalogue.ts';
import * as c from '../http/contract.ts';
import { videoWindow } from '../../app/domain/videoWindow.ts';
import { activate } from './activation.ts';
import { futureSlot, movableClock, nextMonday, reserveWeek, startServer, type TestServer } from './harness.ts';

/** An ISO date (2026-11-24) or a bare 24-hour "a las 10:00" must never reach a customer's message. */
const ISO_DATE = /\d{4}-\d{2}-\d{2}/;

/** What a customer receives and sees, on a fresh database, over HTTP. */
describe('confirmations, details, ended rooms and invitations', () => {
  let s: TestServer;
  let jose: string;
  // A room is ended during its consultation: that test moves the server's clock to the appointment's hour.
  const clock = movableClock();
  beforeAll(async () => {
    s = await startServer({}, { now: clock.now });
    jose = await s.login('41234567', 'Beneficio#2026');
  });
  afterAll(() => s.close());

  const outbox = async (destino: string) =>
    c.outboxResponse.parse((await s.call('GET', `/api/dev/outbox?destino=${encodeURIComponent(destino)}`)).body)
      .mensajes;

  it('a telemedicine booking needs a specialty, carries reason and patient, and confirms at once in es-PE words', async () => {
    const tele = videoBenefitIds()[0]!;
    const slot = futureSlot(15, '10:00');
    const without = c.agregarAgendaResponse.parse(
      (
        await s.call('POST', '/api/agendamientos/AgregarAgendaSalud', {
          token: jose,
          body: { idBeneficio: tele, ...slot, claveIdempotencia: crypto.randomUUID() },
        })
      ).body,
    );
    expect(without).toEqual({ codigo: 1, mensaje: c.mensajes.especialidadRequerida, data: null });
    const bad = await s.call('POST', '/api/agendamientos/AgregarAgendaSalud', {
      token: jose,
      body: { idBeneficio: tele, ...slot, claveIdempotencia: crypto.randomUUID(), especialidad: 'Astrología' },
    });
    expect(bad.status).toBe(400);

    const before = (await outbox('987654321')).length;
    const key = crypto.randomUUID();
    const body = {
      idBeneficio: tele,
      ...slot,
      claveIdempotencia: key,
      especialidad: 'Pediatría',
      motivo: 'Tos y fiebre',
      paciente: 'Mateo Rojas',
      metodo: 'sms',
    };
    const booked = c.agregarAgendaResponse.parse(
      (await s.call('POST', '/api/agendamientos/AgregarAgendaSalud', { token: jose, body })).body,
    );
    expect(booked.data).toMatchObject({
      especialidad: 'Pediatría',
      motivo: 'Tos y fiebre',
      paciente: 'Mateo Rojas',
      estado: 'programada',
    });
    // A retry with the same key neither books nor confirms twice.
    await s.call('POST', '/api/agendamientos/AgregarAgendaSalud', { token: jose, body });
    const sms = await outbox('987654321');
    expect(sms.length).toBe(before + 1);
    expect(sms[0]!.canal).toBe('sms');
    expect(sms[0]!.cuerpo).toMatch(
      // With its year when it falls in the next one.
      /^Tu cita de Telemedicina es el \p{L}+ \d{1,2} de \p{L}+(?: de \d{4})?, 10:00 a\. m\. \(hora de Lima\)\./u,
    );
    expect(sms[0]!.cuerpo).toContain('Especialidad: Pediatría.');
    expect(sms[0]!.cuerpo).toContain('Paciente: Mateo Rojas.');
    expect(sms[0]!.cuerpo).not.toMatch(ISO_DATE);

    const list = c.listarCitasResponse.parse(
      (await s.call('GET', '/api/agendamientos/ListarCitas', { token: jose })).body,
    );
    expect(list.data.find((x) => x.idAgenda === booked.data!.idAgenda)).toMatchObject({
      especialidad: 'Pediatría',
      motivo: 'Tos y fiebre',
    });

    // Moving and cancelling confirm at once too (e-mail when no channel is named).
    await s.call('POST', '/api/agendamientos/UpdateAgenda', {
      token: jose,
      body: { idAgenda: booked.data!.idAgenda, ...futureSlot(16, '15:00') },
    });
    await s.call('POST', `/api/agendamientos/DeleteAgenda/${booked.data!.idAgenda}?metodo=correo`, { token: jose });
    const mails = await outbox('jose.rojas@example.pe');
    expect(mails[1]!.asunto).toBe('Cita reprogramada: Telemedicina');
    expect(mails[1]!.cuerpo).toContain('3:00 p. m.');
    expect(mails[0]!.asunto).toBe('Cita cancelada: Telemedicina');
    for (const m of mails.slice(0, 2)) expect(m.cuerpo).not.toMatch(ISO_DATE);
  });

  it('Finalizar marks the appointment "finalizada": it can no longer be moved, cancelled or rejoined', async () => {
    const tele = videoBenefitIds()[0]!;
    const slot = futureSlot(17, '11:00');
    const booked = c.agregarAgendaResponse.parse(
      (
        await s.call('POST', '/api/agendamientos/AgregarAgendaSalud', {
          token: jose,
          body: { idBeneficio: tele, ...slot, claveIdempotencia: crypto.randomUUID(), especialidad: 'Dermatología' },
        })
      ).body,
    );
    const idSala = booked.data!.idSala!;
    // During the consultation, the room's owner ends it with their session (the room page would send the document instead).
    clock.at(videoWindow(slot).startsAt + 10 * 60_000);
    const ended = await s.call('POST', '/api/video/Finalizar', {
      body: { idSala },
      token: await s.login('41234567', 'Beneficio#2026'),
    });
    expect(ended.body).toEqual({ codigo: 0 });
    clock.reset();
    const list = c.listarCitasResponse.parse(
      (await s.call('GET', '/api/agendamientos/ListarCitas', { token: jose })).body,
    );
    expect(list.data.find((x) => x.idAgenda === booked.data!.idAgenda)).toMatchObject({
      estado: 'finalizada',
      idSala: null,
      linkSala: null,
    });
    const move = c.updateAgendaResponse.parse(
      (
        await s.call('POST', '/api/agendamientos/UpdateAgenda', {
          token: jose,
          body: { idAgenda: booked.data!.idAgenda, ...futureSlot(18, '11:00') },
        })
      ).body,
    );
    expect(move.codigo).toBe(1);
    const cancel = c.deleteAgendaResponse.parse(
      (await s.call('POST', `/api/agendamientos/DeleteAgenda/${booked.data!.idAgenda}`, { token: jose })).body,
    );
    expect(cancel.codigo).toBe(1);
  });

  it('activation sends a welcome e-mail', async () => {
    await activate(
      s,
      { identificacion: '45678912', socios: ['7706-1'], nombres: 'María Fernanda', codeTo: '987654320' },
      { email: 'maria.quispe@example.pe', fono: '955000222', password: 'Salud#Lima2026' },
    );
    const [welcome] = await outbox('maria.quispe@example.pe');
    expect(welcome).toMatchObject({ canal: 'correo', asunto: 'Te damos la bienvenida a tu portal de beneficios' });
    expect(welcome!.cuerpo).toContain('Hola, María: tu cuenta ya está activa.');
  });

  it('a host lists invitations with masked documents and status, withdraws one, and the licence comes back', async () => {
    const invite = async (identificacion: string, nombres: string, idProducto: 7442 | 7443) =>
      c.registrarUserLibreResponse.parse(
        (
          await s.call('POST', '/api/Login/RegistrarUserLibre', {
            token: jose,
            body: { identificacion, tipoIdentificacion: 8, nombres, idProducto, fono: '912100001' },
          })
        ).body,
      );
    expect((await invite('47100001', 'Lucía', 7442)).codigo).toBe(0);
    const list = async () =>
      c.listarInvitadosResponse.parse((await s.call('GET', '/api/Login/ListarInvitados', { token: jose })).body).data;
    const before = await list();
    const lucia = before.invitados.find((i) => i.nombres === 'Lucía')!;
    expect(lucia).toMatchObject({
      documento: '*****001',
      beneficio: 'Cursos online con certificación',
      estado: 'evaluacion',
    });
    expect(lucia.fecha).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The seeded guests of this host: Ana activated (activo), Pedro not yet (evaluacion).
    expect(before.invitados.map((i) => i.estado)).toEqual(expect.arrayContaining(['activo', 'evaluacion']));
    const courses = before.licencias.find((l) => l.idProducto === 7442)!;
    expect(courses.total).toBe(3);

    // Whether a document is invited shows at registration step 1 (behind the captcha), not in the open IsGuest.
    const asGuest = async () =>
      c.step1Response.parse(
        (
          await s.call('POST', '/api/Register/RegistroPaso1', {
            body: {
              identificacion: '47100001',
              tipoIdentificacion: 8,
              tokenCaptcha: await s.captcha(),
              nombres: 'Lucía',
              fono: '',
              email: '',
              clave: '',
              socios: ['0000'],
            },
          })
        ).body,
      ).Codigo;
    expect(await asGuest()).toBe(0);
    const withdrawn = c.retirarInvitadoResponse.parse(
      (await s.call('POST', `/api/Login/RetirarInvitado/${lucia.idInvitado}`, { token: jose })).body,
    );
    expect(withdrawn).toEqual({ codigo: 0, mensaje: c.mensajes.invitacionRetirada });
    expect(await asGuest()).toBe(1);
    const after = await list();
    expect(after.invitados.find((i) => i.idInvitado === lucia.idInvitado)!.estado).toBe('retirado');
    expect(after.licencias.find((l) => l.idProducto === 7442)!.disponibles).toBe(courses.disponibles + 1);

    // An active guest cannot be withdrawn; nor can another host's invitation.
    const active = after.invitados.find((i) => i.estado === 'activo')!;
    expect(
      c.retirarInvitadoResponse.parse(
        (await s.call('POST', `/api/Login/RetirarInvitado/${active.idInvitado}`, { token: jose })).body,
      ).codigo,
    ).toBe(1);
    const rosa = await s.login('70011223', 'Cuotas#Lima2026');
    const pending = after.invitados.find((i) => i.estado === 'evaluacion')!;
    expect(
      c.retirarInvitadoResponse.parse(
        (await s.call('POST', `/api/Login/RetirarInvitado/${pending.idInvitado}`, { token: rosa })).body,
      ).codigo,
    ).toBe(1);

    // The same document can be invited again.
    expect((await invite('47100001', 'Lucía', 7443)).codigo).toBe(0);
    expect(await asGuest()).toBe(0);
    const again = c.listarInvitadosResponse.parse(
      (await s.call('GET', '/api/Login/ListarInvitados', { token: jose })).body,
    ).data;
    expect(again.invitados.find((i) => i.nombres === 'Lucía' && i.estado === 'evaluacion')!.beneficio).toBe(
      'Telemedicina',
    );
  });

  it('72233445 books, moves and cancels the coworking week, each confirmed', async () => {
    const luis = await s.login('72233445', 'Cowork#Lima26');
    const monday = nextMonday(3);
    const booked = await reserveWeek(s, luis, monday);
    expect(booked.codigo).toBe(0);
    await s.call('POST', '/api/coworking/UpdateCoworking', {
      token: luis,
      body: { idCoworking: booked.data!.idCoworking, semanaInicio: nextMonday(4), metodo: 'sms' },
    });
    await s.call('POST', `/api/coworking/DeleteCoworking/${booked.data!.idCoworking}`, { token: luis });
    const mails = await outbox('luis.paredes@example.pe');
    expect(mails.map((m) => m.asunto)).toEqual(['Reserva de coworking cancelada', 'Reserva de coworking']);
    const [sms] = await outbox('923456781');
    expect(sms!.asunto).toBe('Reserva de coworking cambiada');
    for (const m of [...mails, sms!]) {
      expect(m.cuerpo).toMatch(
        /del (lunes|martes|miércoles|jueves|viernes|sábado|domingo) \d{1,2} de \p{L}+(?: de \d{4})? al sábado \d{1,2} de \p{L}+/u,
      );
      expect(m.cuerpo).not.toMatch(ISO_DATE);
    }
  });
});
