import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTO_CURSOS, PRODUCTO_TELEMEDICINA } from '../../app/api/schemas/codes.ts';
import * as c from '../http/contract.ts';
import { openDatabase } from '../db/index.ts';
import { activate } from './activation.ts';
import { futureSlot, nextMonday, startServer, type TestServer } from './harness.ts';
import { isOpenDay } from '../domain/slots.ts';
import { addDays } from '../../app/domain/limaCalendar.ts';
import { bookingEndpoint, isBookable } from '../../app/domain/agenda.ts';
import { benefits } from '../../app/domain/catalogue/index.ts';
import { rulesOf } from '../../app/domain/rules/benefitRules.ts';
import { upcomingBoundSentence } from '../../app/domain/rules/ruleSentences.ts';

/**
 * Every booking route lives by the benefit's rules (app/domain/rules), over HTTP on a fresh database:
 * who may use it, uses per period, waiting period, hours, plan and tier. Demo policies start 395 days
 * before the seed (the policy year renews in 30 days), Lucía's 20 days before (demo-policies.json).
 * Benefits given at a place are booked at one of server/seed/affiliated-places.json.
 */
/** A laboratory in Miraflores, and a clinic in Surco that gives the annual check-up. */
const LAB = 1;
const CLINIC = 5;

describe('Benefit rules on every booking route', () => {
  let s: TestServer;
  let jorge: string; // 43218765, Detecta: clinical analysis (8), holder only, once a year
  let lucia: string; // 47924680, Vida Power tier 2: check-up (42) inside its 90-day waiting period
  let jose: string; // 41234567, Protección: no coworking in his plan

  beforeAll(async () => {
    s = await startServer();
    jorge = await s.login('43218765', 'Detecta+2026');
    lucia = await s.login('47924680', 'VidaPower#22');
    jose = await s.login('41234567', 'Beneficio#2026');
  });
  afterAll(() => s.close());

  const book = async (token: string, body: Record<string, unknown>, url = '/api/agendamientos/AgregarAgendaSalud') => {
    const r = await s.call('POST', url, { token, body: { claveIdempotencia: crypto.randomUUID(), ...body } });
    return { status: r.status, body: r.body as c.CitaResponse };
  };
  const miSeguro = async (token: string) =>
    c.miSeguroResponse.parse((await s.call('GET', '/api/Profile/MiSeguro', { token })).body).data;

  it('books a holder-only benefit for the holder and refuses it for a relative', async () => {
    const relative = await book(jorge, {
      idBeneficio: 8,
      idLugar: LAB,
      ...futureSlot(3, '09:00'),
      motivo: 'Control anual',
      paciente: 'Lucía Gutiérrez',
    });
    expect(relative.status).toBe(200);
    expect(relative.body).toMatchObject({ codigo: 2, regla: 'titular', data: null });
    expect(relative.body.mensaje).toBe(
      'Análisis clínicos es solo para el titular del seguro: no se puede agendar para un familiar.',
    );
    // Naming oneself is not naming a relative.
    const self = await book(jorge, {
      idBeneficio: 8,
      idLugar: LAB,
      ...futureSlot(3, '09:00'),
      motivo: 'Control anual',
      paciente: 'jorge gutierrez',
    });
    expect(self.body).toMatchObject({ codigo: 0 });
    await s.call('POST', `/api/agendamientos/DeleteAgenda/${self.body.data!.idAgenda}`, { token: jorge });
  });

  it('counts uses per policy year: the second is refused with the day it is available again, a cancellation gives it back', async () => {
    const first = await book(jorge, {
      idBeneficio: 8,
      idLugar: LAB,
      ...futureSlot(4, '10:00'),
      motivo: 'Control anual',
    });
    expect(first.body).toMatchObject({ codigo: 0, data: { estado: 'programada' } });
    const second = await book(jorge, {
      idBeneficio: 8,
      idLugar: LAB,
      ...futureSlot(6, '09:00'),
      motivo: 'Otro control',
    });
    expect(second.body).toMatchObject({ codigo: 2, regla: 'usos', data: null });
    expect(second.body.mensaje).toMatch(
      /^Llegaste al límite de Análisis clínicos: 1 análisis al año\. Vuelve a estar disponible el \d{1,2} de [a-z]+ de \d{4}\.$/,
    );
    const renewal = second.body.disponibleDesde!;
    expect(renewal > futureSlot(6).fecha).toBe(true);

    const standing = (await miSeguro(jorge)).beneficios.find((b) => b.idBeneficio === 8)!;
    expect(standing.usos).toEqual({ quedan: 0, total: 1, renuevaEl: renewal });
    expect(standing).toMatchObject({ regla: 'usos', disponibleDesde: renewal });

    // The slots say so too: none is offered in the spent period.
    const days = c.obtenerCitasDisponiblesResponse.parse(
      (
        await s.call('POST', '/api/agendamientos/ObtenerCitasDisponibles', {
          token: jorge,
          body: { idBeneficio: 8, idLugar: LAB, desde: futureSlot(6).fecha, dias: 1 },
        })
      ).body,
    ).data;
    expect(days.flatMap((d) => d.horarios).some((h) => h.disponible)).toBe(false);
    // Moving that booking, its own use does not close the period's slots.
    const moving = c.obtenerCitasDisponiblesResponse.parse(
      (
        await s.call('POST', '/api/agendamientos/ObtenerCitasDisponibles', {
          token: jorge,
          body: {
            idBeneficio: 8,
            idLugar: LAB,
            desde: futureSlot(6).fecha,
            dias: 1,
            idAgenda: first.body.data!.idAgenda,
          },
        })
      ).body,
    ).data;
    expect(moving.flatMap((d) => d.horarios).some((h) => h.disponible)).toBe(true);

    // Moving the booking inside its period is not a second use: its slots are offered to it, and the move is booked.
    const forTheMove = c.obtenerCitasDisponiblesResponse.parse(
      (
        await s.call('POST', '/api/agendamientos/ObtenerCitasDisponibles', {
          token: jorge,
          body: {
            idBeneficio: 8,
            idLugar: LAB,
            desde: futureSlot(5).fecha,
            dias: 1,
            idAgenda: first.body.data!.idAgenda,
          },
        })
      ).body,
    ).data;
    expect(forTheMove.flatMap((d) => d.horarios).find((h) => h.hora === '09:00')?.disponible).toBe(true);
    const moved = await s.call('POST', '/api/agendamientos/UpdateAgenda', {
      token: jorge,
      body: { idAgenda: first.body.data!.idAgenda, ...futureSlot(5, '09:00') },
    });
    expect(moved.body).toMatchObject({ codigo: 0 });

    await s.call('POST', `/api/agendamientos/DeleteAgenda/${first.body.data!.idAgenda}`, { token: jorge });
    expect((await miSeguro(jorge)).beneficios.find((b) => b.idBeneficio === 8)!.usos).toMatchObject({
      quedan: 1,
      total: 1,
    });
    const again = await book(jorge, {
      idBeneficio: 8,
      idLugar: LAB,
      ...futureSlot(6, '09:00'),
      motivo: 'Otro control',
    });
    expect(again.body).toMatchObject({ codigo: 0 });
    await s.call('POST', `/api/agendamientos/DeleteAgenda/${again.body.data!.idAgenda}`, { token: jorge });
  });

  it('spends one use once under parallel bookings', async () => {
    const answers = await Promise.all(
      [3, 4, 5, 6, 7, 8].map((days, i) =>
        // Clinical analysis is taken fasting: booked at 9:00 or 10:00.
        book(jorge, {
          idBeneficio: 8,
          idLugar: LAB,
          ...futureSlot(days, i % 2 ? '10:00' : '09:00'),
          motivo: 'Control',
        }),
      ),
    );
    const booked = answers.filter((a) => a.body.codigo === 0);
    expect(booked).toHaveLength(1);
    expect(answers.filter((a) => a.body.codigo === 2 && a.body.regla === 'usos')).toHaveLength(5);
    await s.call('POST', `/api/agendamientos/DeleteAgenda/${booked[0]!.body.data!.idAgenda}`, { token: jorge });
  });

  it('refuses a booking inside the waiting period, on booking and on moving, and offers no slot there', async () => {
    const early = await book(lucia, {
      idBeneficio: 42,
      idLugar: CLINIC,
      ...futureSlot(10, '09:00'),
      motivo: 'Chequeo anual',
    });
    expect(early.body).toMatchObject({ codigo: 2, regla: 'carencia', data: null });
    expect(early.body.mensaje).toMatch(
      /^Chequeo preventivo anual tiene un periodo de carencia de 90 días desde el inicio de tu seguro: podrás usarlo desde el /,
    );
    const desde = early.body.disponibleDesde!;
    const standing = (await miSeguro(lucia)).beneficios.find((b) => b.idBeneficio === 42)!;
    expect(standing).toMatchObject({ carenciaHasta: desde, regla: 'carencia' });

    const slots = c.obtenerCitasDisponiblesResponse.parse(
      (
        await s.call('POST', '/api/agendamientos/ObtenerCitasDisponibles', {
          token: lucia,
          body: { idBeneficio: 42, idLugar: CLINIC, desde: futureSlot(10).fecha, dias: 7 },
        })
      ).body,
    ).data;
    expect(slots.flatMap((d) => d.horarios).some((h) => h.disponible)).toBe(false);

    // The first day after the waiting period, or the Monday after it when it falls on a Sunday.
    const later = { fecha: isOpenDay(desde) ? desde : addDays(desde, 1), hora: '09:00' };
    const booked = await book(lucia, { idBeneficio: 42, idLugar: CLINIC, ...later, motivo: 'Chequeo anual' });
    expect(booked.body).toMatchObject({ codigo: 0 });
    const moved = await s.call('POST', '/api/agendamientos/UpdateAgenda', {
      token: lucia,
      body: { idAgenda: booked.body.data!.idAgenda, ...futureSlot(12, '10:00') },
    });
    expect(moved.body).toMatchObject({ codigo: 2, regla: 'carencia' });
    await s.call('POST', `/api/agendamientos/DeleteAgenda/${booked.body.data!.idAgenda}`, { token: lucia });
  });

  it("books only inside the benefit's hours", async () => {
    const late = await book(jorge, {
      idBeneficio: 7,
      ...futureSlot(9, '18:00'),
      especialidad: 'Cardiología',
      motivo: 'Control',
    });
    expect(late.body).toMatchObject({ codigo: 1, mensaje: c.mensajes.horarioNoDisponible });
  });

  const notInPlan = { error: 'no_incluido', mensaje: 'Este beneficio no está incluido en tu plan.' };
  /** The refusal of a benefit the customer's plan, tier or guest product does not hold. */
  const expectNotInPlan = (answer: { status: number; body: unknown }) => {
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(notInPlan);
  };

  it('refuses as not booked online exactly the benefits whose page offers no appointment', async () => {
    // Martín (44556677) is in no other test of this file: whatever his plan takes is booked on a day no one else uses.
    const martin = await s.login('44556677', 'SoloCursos#1');
    const disagreements = [];
    for (const benefit of benefits) {
      const endpoint = bookingEndpoint(benefit) === 'agregarAgendaSalud' ? 'AgregarAgendaSalud' : 'AgregarAgenda';
      const answer = await book(
        martin,
        { idBeneficio: benefit.id, ...futureSlot(12, '09:00') },
        `/api/agendamientos/${endpoint}`,
      );
      const server = !(answer.status === 200 && answer.body.mensaje === 'Este beneficio no se agenda en línea.');
      // The page books it (the slot picker) and says how many appointments may be held at once.
      const picker = isBookable(benefit);
      const bound = upcomingBoundSentence(rulesOf(benefit.mod)) !== null;
      if (server !== picker || server !== bound) disagreements.push({ id: benefit.id, server, picker, bound });
    }
    expect(disagreements).toEqual([]);
    expect(benefits).toHaveLength(46);
  });

  it('AgregarAgendaSalud answers 403 for a benefit of a higher tier', async () => {
    // The specialist consultation (44) is for tier 3; Lucía holds tier 2.
    const tier = await book(lucia, {
      idBeneficio: 44,
      ...futureSlot(9, '09:00'),
      especialidad: 'Cardiología',
      motivo: 'Control',
    });
    expectNotInPlan(tier);
  });

  it('AgregarAgenda answers 403 for a benefit outside the plan', async () => {
    const general = await book(
      lucia,
      { idBeneficio: 3, ...futureSlot(9, '09:00') },
      '/api/agendamientos/AgregarAgenda',
    );
    expectNotInPlan(general);
  });

  /** A guest José invites with the telemedicine product (7443), activated with the code sent to that phone. */
  const telemedicineGuest = async (identificacion: string, fono: string) => {
    const host = await s.login('41234567', 'Beneficio#2026');
    const invited = await s.call('POST', '/api/Login/RegistrarUserLibre', {
      token: host,
      contentType: 'text/json',
      body: { identificacion, tipoIdentificacion: 8, nombres: 'Rosa', idProducto: PRODUCTO_TELEMEDICINA, fono },
    });
    expect(invited.body).toEqual({ codigo: 0, mensaje: c.mensajes.invitadoRegistrado });
    await activate(
      s,
      { identificacion, socios: ['0000'], nombres: 'Rosa', codeTo: fono },
      { email: `${identificacion}@example.pe`, fono, password: 'Invitada#2026' },
    );
    return s.login(identificacion, 'Invitada#2026');
  };
  const videoConsultation = (day: number, hora: string) => ({
    idBeneficio: 2,
    ...futureSlot(day, hora),
    especialidad: 'Medicina general',
    motivo: 'Control',
  });

  it("AgregarAgenda and AgregarAgendaSalud answer 403 to a guest for anything but the guest's product", async () => {
    const guest = await telemedicineGuest('47123458', '912345008');
    // Product 7443 is telemedicine: the guest books a video consultation, and nothing else.
    const own = await book(guest, videoConsultation(9, '10:00'));
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ codigo: 0 });
    const general = await book(
      guest,
      { idBeneficio: 3, ...futureSlot(9, '09:00') },
      '/api/agendamientos/AgregarAgenda',
    );
    expectNotInPlan(general);
    const health = await book(guest, { idBeneficio: 8, idLugar: LAB, ...futureSlot(9, '09:00'), motivo: 'Control' });
    expectNotInPlan(health);
  });

  it('UpdateAgenda answers 403 once the booked benefit has left the plan', async () => {
    const guest = await telemedicineGuest('47123459', '912345009');
    const booked = await book(guest, videoConsultation(10, '15:00'));
    expect(booked.body).toMatchObject({ codigo: 0 });
    // The lender moves the guest to the courses product: the booked consultation is no longer hers to move.
    const db = openDatabase({ dataDir: s.dataDir, databaseUrl: s.database.databaseUrl });
    try {
      await db.run('UPDATE guests SET id_producto = ? WHERE identificacion = ?', [PRODUCTO_CURSOS, '47123459']);
    } finally {
      await db.close();
    }
    const moved = await s.call('POST', '/api/agendamientos/UpdateAgenda', {
      token: guest,
      body: { idAgenda: booked.body.data!.idAgenda, ...futureSlot(11, '16:00') },
    });
    expectNotInPlan(moved);
  });

  it('AgregarCoworking and UpdateCoworking answer 403 to a customer whose plan lacks coworking', async () => {
    const cowork = await s.call('POST', '/api/coworking/AgregarCoworking', {
      token: jose,
      body: { semanaInicio: nextMonday(), claveIdempotencia: crypto.randomUUID() },
    });
    expect(cowork.status).toBe(403);
    expect(cowork.body).toEqual({ error: 'no_incluido', mensaje: 'La sala de coworking no está incluida en tu plan.' });
    const coworkMove = await s.call('POST', '/api/coworking/UpdateCoworking', {
      token: jose,
      body: { idCoworking: 1, semanaInicio: nextMonday() },
    });
    expect(coworkMove.status).toBe(403);
    expect(
      await s
        .call('GET', '/api/coworking/ListarReservas', { token: jose })
        .then((r) => (r.body as c.ListarReservasResponse).data),
    ).toEqual([]);
  });

  it('shows the policies behind the account in "Mi seguro"', async () => {
    const data = await miSeguro(lucia);
    expect(data.polizas).toEqual([
      {
        numero: expect.stringMatching(/^77231-\d{7}$/),
        producto: expect.stringContaining('Vida Power'),
        codigoProducto: '7723-1',
        aseguradora: 'Aseguradora Andina S.A.',
        inicioVigencia: expect.any(String),
      },
    ]);
    expect(data.beneficios.map((b) => b.idBeneficio)).toEqual(expect.arrayContaining([41, 42, 45]));
  });
});
