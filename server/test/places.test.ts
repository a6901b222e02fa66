import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benefits } from '../../app/domain/catalogue/index.ts';
import { rulesOf } from '../../app/domain/rules/benefitRules.ts';
import { videoBenefitIds } from '../domain/catalogue.ts';
import * as c from '../http/contract.ts';
import { futureSlot, nextMonday, startServer, type TestServer } from './harness.ts';

const TELE = videoBenefitIds()[0]!;
/** A code read over the phone: six characters of the alphabet without look-alikes, in two groups. */
const READABLE = /^[ACDEFHJKMNPQRTUVWXY34679]{3}-[ACDEFHJKMNPQRTUVWXY34679]{3}$/;

/**
 * The affiliated network over HTTP on a fresh database: places listed per benefit and district, a booking of a
 * benefit given at a place names one that gives it, slots per place, and a booking code on every booking.
 * Place ids are those of server/seed/affiliated-places.json: 1 a laboratory in Miraflores, 3 one in Lima,
 * 9 a dental office, 12 a coworking branch in Miraflores.
 */
describe('Affiliated places', () => {
  let s: TestServer;
  let jorge: string; // 43218765: clinical analysis (8)
  let ana: string; // 48765432: clinical analysis (8) too
  let elena: string; // 44332211: clinical analysis (17), dental emergency (15)
  let carlos: string; // 46813579: annual check-up (38)
  let luis: string; // 72233445: coworking (22)
  let jose: string; // 41234567: telemedicine

  beforeAll(async () => {
    s = await startServer();
    // One after another: password checks queue on a bounded pool.
    jorge = await s.login('43218765', 'Detecta+2026');
    ana = await s.login('48765432', 'VidaPlus@2026');
    elena = await s.login('44332211', 'Salud#Lima2026');
    carlos = await s.login('46813579', 'Detecta!Power3');
    luis = await s.login('72233445', 'Cowork#Lima26');
    jose = await s.login('41234567', 'Beneficio#2026');
  });
  afterAll(() => s.close());

  const lugares = async (token: string, idBeneficio: number, ubigeo?: string) => {
    const r = await s.call(
      'GET',
      `/api/agendamientos/Lugares?idBeneficio=${idBeneficio}${ubigeo ? `&ubigeo=${ubigeo}` : ''}`,
      { token },
    );
    expect(r.status).toBe(200);
    return c.lugaresResponse.parse(r.body);
  };
  const book = async (token: string, body: Record<string, unknown>) =>
    c.agregarAgendaResponse.parse(
      (
        await s.call('POST', '/api/agendamientos/AgregarAgendaSalud', {
          token,
          body: { claveIdempotencia: crypto.randomUUID(), ...body },
        })
      ).body,
    );
  const slots = async (token: string, body: Record<string, unknown>) =>
    c.obtenerCitasDisponiblesResponse.parse(
      (await s.call('POST', '/api/agendamientos/ObtenerCitasDisponibles', { token, body })).body,
    );
  const citas = async (token: string) =>
    c.listarCitasResponse.parse((await s.call('GET', '/api/agendamientos/ListarCitas', { token })).body).data;
  const outbox = async (destino: string) =>
    c.outboxResponse.parse((await s.call('GET', `/api/dev/outbox?destino=${encodeURIComponent(destino)}`)).body)
      .mensajes;
  const cancel = (token: string, idAgenda: number) =>
    s.call('POST', `/api/agendamientos/DeleteAgenda/${idAgenda}`, { token });

  it('lists every benefit given at a place in two districts or more, each place with address, hours, phone and map', async () => {
    const atPlaces = benefits.filter((b) => rulesOf(b.mod).modalidad === 'lugar');
    expect(atPlaces.map((b) => b.id).sort((a, b) => a - b)).toEqual([8, 15, 17, 22, 38, 42, 44]);
    for (const benefit of atPlaces) {
      const { codigo, data } = await lugares(jose, benefit.id);
      expect(codigo, benefit.title).toBe(0);
      expect(data.distritos.length, benefit.title).toBeGreaterThanOrEqual(2);
      expect(new Set(data.lugares.map((l) => l.ubigeo))).toEqual(new Set(data.distritos.map((d) => d.ubigeo)));
      for (const lugar of data.lugares) {
        expect(lugar.nombre).not.toBe('');
        expect(lugar.direccion).toMatch(/\d/);
        expect(lugar.telefono).toMatch(/^\(01\) \d{3}-\d{4}$/);
        expect(lugar.mapa).toBe(
          `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${lugar.direccion}, ${lugar.distrito}, Perú`)}`,
        );
      }
    }
  });

  it('gives each demo customer the places of their benefit in two districts or more', async () => {
    for (const [token, idBeneficio] of [
      [jorge, 8],
      [elena, 17],
      [elena, 15],
      [carlos, 38],
      [luis, 22],
    ] as const) {
      const { data } = await lugares(token, idBeneficio);
      expect(data.distritos.length, `benefit ${idBeneficio}`).toBeGreaterThanOrEqual(2);
    }
  });

  it('filters the places by district and keeps the district list whole', async () => {
    const all = await lugares(jorge, 8);
    const miraflores = await lugares(jorge, 8, '150122');
    expect(miraflores.data.distritos).toEqual(all.data.distritos);
    expect(miraflores.data.distritos).toContainEqual({ ubigeo: '150122', nombre: 'Miraflores' });
    expect(miraflores.data.lugares.length).toBeGreaterThan(0);
    expect(miraflores.data.lugares.every((l) => l.ubigeo === '150122' && l.distrito === 'Miraflores')).toBe(true);
    expect(miraflores.data.lugares.length).toBeLessThan(all.data.lugares.length);
    // A laboratory does not treat a dental emergency.
    expect((await lugares(elena, 15, '150122')).data.lugares.map((l) => l.tipo)).toEqual(['odontologia']);
    expect((await lugares(jorge, 8, '150142')).data.lugares).toEqual([]);
    // Telemedicine is not given at a place.
    expect(await lugares(jose, TELE)).toEqual({
      codigo: 1,
      mensaje: c.mensajesLugar.sinLugar,
      data: { distritos: [], lugares: [] },
    });
  });

  it('refuses a booking without a place, at a place that does not give the benefit, and a place for a benefit given anywhere', async () => {
    const before = (await citas(jorge)).length;
    const slot = futureSlot(4, '10:00');
    expect(await book(jorge, { idBeneficio: 8, ...slot, motivo: 'Control anual' })).toEqual({
      codigo: 1,
      mensaje: c.mensajesLugar.lugarRequerido,
      data: null,
    });
    expect(await book(jorge, { idBeneficio: 8, ...slot, motivo: 'Control anual', idLugar: 9 })).toEqual({
      codigo: 1,
      mensaje: 'Centro Odontológico Sonrisa Clara no atiende Análisis clínicos. Elige otro local de la lista.',
      data: null,
    });
    expect(await book(jorge, { idBeneficio: 8, ...slot, motivo: 'Control anual', idLugar: 9999 })).toMatchObject({
      codigo: 1,
      mensaje: c.mensajesLugar.lugarDesconocido,
    });
    expect(
      await book(jose, { idBeneficio: TELE, ...slot, especialidad: 'Medicina general', idLugar: 1 }),
    ).toMatchObject({ codigo: 1, mensaje: c.mensajesLugar.sinLugar });
    // The slots of a benefit given at a place are the place's: none without one.
    expect(await slots(jorge, { idBeneficio: 8, desde: slot.fecha, dias: 1 })).toEqual({
      codigo: 1,
      mensaje: c.mensajesLugar.lugarRequerido,
      data: [],
    });
    expect(await slots(jorge, { idBeneficio: 8, desde: slot.fecha, dias: 1, idLugar: 12 })).toMatchObject({
      codigo: 1,
      data: [],
    });
    expect((await citas(jorge)).length).toBe(before);
    expect((await citas(jose)).length).toBe(0);
  });

  it("books the same hour at two places, and one place's hour once", async () => {
    const slot = futureSlot(5, '09:00');
    const first = await book(jorge, { idBeneficio: 8, ...slot, motivo: 'Control anual', idLugar: 1 });
    expect(first).toMatchObject({
      codigo: 0,
      data: { lugar: { idLugar: 1, nombre: 'Laboratorio Clínico Santa Rosalía' } },
    });

    const hourAt = async (idLugar: number) =>
      (await slots(ana, { idBeneficio: 8, desde: slot.fecha, dias: 1, idLugar })).data[0]!.horarios.find(
        (h) => h.hora === slot.hora,
      )!.disponible;
    expect(await hourAt(1)).toBe(false);
    expect(await hourAt(3)).toBe(true);
    expect(await book(ana, { idBeneficio: 8, ...slot, motivo: 'Control anual', idLugar: 1 })).toMatchObject({
      codigo: 1,
      mensaje: c.mensajes.horarioNoDisponible,
    });
    const second = await book(ana, { idBeneficio: 8, ...slot, motivo: 'Control anual', idLugar: 3 });
    expect(second).toMatchObject({
      codigo: 0,
      data: { fecha: slot.fecha, hora: slot.hora, lugar: { idLugar: 3, distrito: 'Lima' } },
    });

    // Moving keeps the place: the hour is the place's.
    const moved = c.updateAgendaResponse.parse(
      (
        await s.call('POST', '/api/agendamientos/UpdateAgenda', {
          token: ana,
          body: { idAgenda: second.data!.idAgenda, ...futureSlot(6, '10:00') },
        })
      ).body,
    );
    expect(moved).toMatchObject({
      codigo: 0,
      data: { hora: '10:00', lugar: { idLugar: 3 }, codigoReserva: second.data!.codigoReserva },
    });
    await cancel(jorge, first.data!.idAgenda);
    await cancel(ana, second.data!.idAgenda);
  });

  it('gives every booking a readable code of its own, and names the place, code and preparation in the confirmation', async () => {
    const lab = await book(elena, {
      idBeneficio: 17,
      ...futureSlot(7, '09:00'),
      motivo: 'Control anual',
      idLugar: 5,
      metodo: 'correo',
    });
    const dental = await book(elena, {
      idBeneficio: 15,
      ...futureSlot(7, '10:00'),
      motivo: 'Dolor de muela',
      idLugar: 9,
    });
    // Three upcoming appointments of one benefit is a customer's bound.
    const tele = await Promise.all(
      ['09:00', '10:00', '11:00'].map((hora) =>
        book(jose, { idBeneficio: TELE, ...futureSlot(8, hora), especialidad: 'Medicina general' }),
      ),
    );
    const week = c.agregarCoworkingResponse.parse(
      (
        await s.call('POST', '/api/coworking/AgregarCoworking', {
          token: luis,
          body: { semanaInicio: nextMonday(3), claveIdempotencia: crypto.randomUUID(), idLugar: 12 },
        })
      ).body,
    );
    const codes = [lab, dental, ...tele].map((r) => r.data!.codigoReserva).concat(week.data!.codigoReserva);
    for (const code of codes) expect(code).toMatch(READABLE);
    expect(new Set(codes).size).toBe(codes.length);
    // The list answers the code the booking gave.
    expect((await citas(elena)).map((x) => x.codigoReserva)).toEqual(
      expect.arrayContaining([lab.data!.codigoReserva, dental.data!.codigoReserva]),
    );
    expect(tele.every((r) => r.data!.lugar === null)).toBe(true);

    const [mail] = await outbox('elena.castillo@example.pe');
    expect(mail!.asunto).toBe('Cita agendada: Urgencia dental');
    const [labMail] = (await outbox('elena.castillo@example.pe')).filter(
      (m) => m.asunto === 'Cita agendada: Análisis clínicos',
    );
    expect(labMail!.cuerpo).toContain(
      '(hora de Lima), en Centro Médico Los Álamos, Av. Primavera 1390, Santiago de Surco.',
    );
    expect(labMail!.cuerpo).toContain(`Código de reserva: ${lab.data!.codigoReserva}.`);
    expect(labMail!.cuerpo).toContain('Preparación: Ayuno de 8 a 12 horas: puedes tomar agua.');
    expect(labMail!.cuerpo).toContain('Qué llevar: Tu DNI o carné de extranjería.');
    for (const r of [lab, dental]) await cancel(elena, r.data!.idAgenda);
    for (const r of tele) await cancel(jose, r.data!.idAgenda);
    await s.call('POST', `/api/coworking/DeleteCoworking/${week.data!.idCoworking}`, { token: luis });
  });

  it('books the coworking week at a branch, and refuses it without one or at a clinic', async () => {
    const reserve = async (body: Record<string, unknown>) =>
      c.agregarCoworkingResponse.parse(
        (
          await s.call('POST', '/api/coworking/AgregarCoworking', {
            token: luis,
            body: { semanaInicio: nextMonday(2), claveIdempotencia: crypto.randomUUID(), ...body },
          })
        ).body,
      );
    expect(await reserve({})).toEqual({ codigo: 1, mensaje: c.mensajesLugar.sedeRequerida, data: null });
    expect(await reserve({ idLugar: 1 })).toMatchObject({
      codigo: 1,
      mensaje: 'Laboratorio Clínico Santa Rosalía no atiende Sala de coworking. Elige otro local de la lista.',
    });
    const booked = await reserve({ idLugar: 12, metodo: 'sms' });
    expect(booked).toMatchObject({
      codigo: 0,
      data: { lugar: { idLugar: 12, nombre: 'Punto Cowork Larco', distrito: 'Miraflores' } },
    });
    expect(booked.data!.codigoReserva).toMatch(READABLE);
    const listed = c.listarReservasResponse.parse(
      (await s.call('GET', '/api/coworking/ListarReservas', { token: luis })).body,
    ).data;
    expect(listed.find((r) => r.idCoworking === booked.data!.idCoworking)).toEqual(booked.data);
    const [sms] = await outbox('923456781');
    expect(sms!.cuerpo).toContain(', en Punto Cowork Larco, Av. José Larco 1150, piso 4, Miraflores.');
    expect(sms!.cuerpo).toContain(`Código de reserva: ${booked.data!.codigoReserva}.`);
    expect(sms!.cuerpo).toContain(
      'Qué llevar: Tu DNI o carné de extranjería. Tu laptop: la sala tiene internet y enchufes.',
    );
    await s.call('POST', `/api/coworking/DeleteCoworking/${booked.data!.idCoworking}`, { token: luis });
  });
});
