import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as c from '../http/contract.ts';
import { futureSlot, movableClock, nextMonday, reserveWeek, startServer, type TestServer } from './harness.ts';

/**
 * "Una cita cancelada te devuelve su uso; una atendida o a la que no asististe lo gasta", and the coworking week
 * "Puedes cambiarla o cancelarla antes de que empiece": once an appointment's hour or a week's Monday has come (in
 * Lima), neither can be cancelled or moved, whether or not the attendance was recorded yet.
 */
describe('bookings whose time has come', () => {
  const clock = movableClock();
  let s: TestServer;
  let jose: string; // 41234567, Protección: telemedicine
  let luis: string; // 72233445: coworking

  beforeAll(async () => {
    s = await startServer({}, { now: clock.now });
    jose = await s.login('41234567', 'Beneficio#2026');
    luis = await s.login('72233445', 'Cowork#Lima26');
  });
  afterAll(() => s.close());

  /** The instant `hora` on `fecha` in Lima (UTC−5 all year), plus `minutes`. */
  const inLima = (fecha: string, hora: string, minutes = 0) =>
    Date.parse(`${fecha}T${hora}:00-05:00`) + minutes * 60_000;

  it('refuses to cancel or move an appointment once its hour has come, and keeps its use spent', async () => {
    clock.reset();
    const slot = futureSlot(9, '10:00');
    const booked = c.agregarAgendaResponse.parse(
      (
        await s.call('POST', '/api/agendamientos/AgregarAgendaSalud', {
          token: jose,
          body: { idBeneficio: 2, ...slot, claveIdempotencia: crypto.randomUUID(), especialidad: 'Dermatología' },
        })
      ).body,
    );
    expect(booked.codigo).toBe(0);
    const id = booked.data!.idAgenda;
    const usesLeft = async () =>
      c.miSeguroResponse
        .parse((await s.call('GET', '/api/Profile/MiSeguro', { token: jose })).body)
        .data.beneficios.find((b) => b.idBeneficio === 2)!.usos!.quedan;
    const before = await usesLeft();

    // A minute before its hour it may still move; at its hour, and after, neither.
    // A session lasts hours, not days: the customer logs in again at each moved instant.
    clock.at(inLima(slot.fecha, slot.hora, -1));
    jose = await s.login('41234567', 'Beneficio#2026');
    const early = await s.call('POST', '/api/agendamientos/UpdateAgenda', {
      token: jose,
      body: { idAgenda: id, ...futureSlot(10, '11:00') },
    });
    expect(early.body).toMatchObject({ codigo: 0 });
    const moved = c.updateAgendaResponse.parse(early.body).data!;

    // At its very minute already.
    clock.at(inLima(moved.fecha, moved.hora));
    jose = await s.login('41234567', 'Beneficio#2026');
    expect((await s.call('POST', `/api/agendamientos/DeleteAgenda/${id}`, { token: jose })).body).toEqual({
      codigo: 1,
      mensaje: c.mensajes.citaYaEmpezo,
    });
    clock.at(inLima(moved.fecha, moved.hora, 65));
    jose = await s.login('41234567', 'Beneficio#2026');
    const cancel = await s.call('POST', `/api/agendamientos/DeleteAgenda/${id}`, { token: jose });
    expect(cancel.body).toEqual({ codigo: 1, mensaje: c.mensajes.citaYaEmpezo });
    const move = await s.call('POST', '/api/agendamientos/UpdateAgenda', {
      token: jose,
      body: { idAgenda: id, ...futureSlot(12, '11:00') },
    });
    expect(move.body).toEqual({ codigo: 1, mensaje: c.mensajes.citaYaEmpezo, data: null });
    expect(await usesLeft()).toBe(before);
  });

  it('refuses to cancel or move a coworking week once its Monday has come', async () => {
    clock.reset();
    const monday = nextMonday(3);
    const booked = await reserveWeek(s, luis, monday);
    expect(booked.codigo).toBe(0);
    const id = booked.data!.idCoworking;
    clock.at(inLima(monday, '08:00'));
    luis = await s.login('72233445', 'Cowork#Lima26');
    expect((await s.call('POST', `/api/coworking/DeleteCoworking/${id}`, { token: luis })).body).toEqual({
      codigo: 1,
      mensaje: c.mensajes.semanaYaEmpezo,
    });
    const move = await s.call('POST', '/api/coworking/UpdateCoworking', {
      token: luis,
      body: { idCoworking: id, semanaInicio: nextMonday(5) },
    });
    expect(move.body).toEqual({ codigo: 1, mensaje: c.mensajes.semanaYaEmpezo, data: null });
    // The day before, it could still be cancelled.
    clock.at(inLima(monday, '08:00') - 86_400_000);
    luis = await s.login('72233445', 'Cowork#Lima26');
    expect((await s.call('POST', `/api/coworking/DeleteCoworking/${id}`, { token: luis })).body).toMatchObject({
      codigo: 0,
    });
  });
});
