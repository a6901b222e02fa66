import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROOM_TIME_PASSED, roomOpensSentence, videoWindow } from '../../app/domain/videoWindow.ts';
import { videoBenefitIds } from '../domain/catalogue.ts';
import * as c from '../http/contract.ts';
import { TEST_OUTBOX_KEY, futureSlot, movableClock, startServer, type TestServer } from './harness.ts';

const JOSE = '41234567';
const MINUTE = 60_000;

/** The video room over HTTP, on a server whose clock the test sets: before, in and after the room's window. */
describe('the video room opens from 15 minutes before its start to 60 minutes after', () => {
  let s: TestServer;
  let jose: string;
  const clock = movableClock();

  beforeAll(async () => {
    s = await startServer({ bookingLimits: { perBenefit: 20, total: 20 } }, { now: clock.now });
    jose = await s.login(JOSE, 'Beneficio#2026');
  });
  afterAll(() => s.close());
  // Sessions and bookings happen at the real time; each test moves the clock only around the room's calls.
  beforeEach(() => clock.reset());

  const book = async (slot: { fecha: string; hora: string }) => {
    const booked = c.agregarAgendaResponse.parse(
      (
        await s.call('POST', '/api/agendamientos/AgregarAgendaSalud', {
          token: jose,
          body: {
            idBeneficio: videoBenefitIds()[0]!,
            ...slot,
            claveIdempotencia: crypto.randomUUID(),
            especialidad: 'Medicina general',
          },
        })
      ).body,
    );
    expect(booked.codigo).toBe(0);
    return { idAgenda: booked.data!.idAgenda, idSala: booked.data!.idSala! };
  };
  const check = async (idSala: string, documento = JOSE) =>
    c.validarDocumentoResponse.parse(
      (await s.call('GET', `/api/agendamientos/validarDocumento?id=${idSala}&documento=${documento}`)).body,
    );
  const lookup = async (idSala: string) =>
    c.obtenerSalaResponse.parse(
      (await s.call('POST', '/api/video/ObtenerSala', { body: { idSala, usuario: 'portal', clave: 'sala-demo' } }))
        .body,
    );
  const roomPage = async (idSala: string) => (await fetch(`${s.base}/api/video/sala/${idSala}`)).status;
  const finalizar = async (body: { idSala: string; documento?: string }, token?: string) =>
    c.finalizarSalaResponse.parse((await s.call('POST', '/api/video/Finalizar', { body, token })).body);
  const cita = async (idAgenda: number) => {
    clock.reset();
    const list = c.listarCitasResponse.parse(
      (await s.call('GET', '/api/agendamientos/ListarCitas', { token: jose })).body,
    );
    return list.data.find((x) => x.idAgenda === idAgenda)!;
  };

  it('before its window, the patient learns when it opens, and the room itself is not handed out', async () => {
    const slot = futureSlot(8, '10:00');
    const { idSala } = await book(slot);
    const { opensAt } = videoWindow(slot);

    for (const instant of [Date.now(), opensAt - 1]) {
      clock.at(instant);
      expect(await check(idSala)).toEqual({ codigo: 2, mensaje: roomOpensSentence(slot, instant), cita: slot });
      expect(await lookup(idSala)).toEqual({ urlSala: '', MsgError: roomOpensSentence(slot, instant) });
      expect(await roomPage(idSala)).toBe(404);
    }
    expect(roomOpensSentence(slot, opensAt - 1)).toMatch(/^La sala se abre el \S+ \d+ de \S+ a las 9:45 a\. m\.$/);
    // Someone else's document learns nothing of the appointment, not even its time.
    expect(await check(idSala, '70011223')).toEqual({ codigo: 0, mensaje: c.mensajes.documentoNoCorresponde });
  });

  it('within its window, the document is valid and the room is handed out, from its first to its last minute', async () => {
    const slot = futureSlot(8, '11:00');
    const { idSala } = await book(slot);
    const { opensAt, closesAt } = videoWindow(slot);

    for (const instant of [opensAt, opensAt + 15 * MINUTE, closesAt - 1]) {
      clock.at(instant);
      expect(await check(idSala)).toEqual({ codigo: 1, mensaje: c.mensajes.documentoValido, cita: slot });
      const sala = await lookup(idSala);
      expect(sala).toEqual({ urlSala: `${s.base}/api/video/sala/${idSala}`, MsgError: '' });
      expect(await roomPage(idSala)).toBe(200);
    }
  });

  it('after its window, the patient is told the consultation time has passed', async () => {
    const slot = futureSlot(8, '12:00');
    const { idSala } = await book(slot);
    clock.at(videoWindow(slot).closesAt);

    expect(await check(idSala)).toEqual({ codigo: 3, mensaje: ROOM_TIME_PASSED, cita: slot });
    expect(await lookup(idSala)).toEqual({ urlSala: '', MsgError: ROOM_TIME_PASSED });
    expect(await roomPage(idSala)).toBe(404);
  });

  it('"Finalizar" before the start leaves the appointment programada and its room usable in its window', async () => {
    const slot = futureSlot(8, '13:00');
    const { idAgenda, idSala } = await book(slot);
    const { opensAt, startsAt } = videoWindow(slot);

    // Days early, with the document or the owner's session: nothing is spent.
    expect(await finalizar({ idSala, documento: JOSE })).toEqual({ codigo: 2 });
    expect(await finalizar({ idSala }, jose)).toEqual({ codigo: 2 });
    expect(await cita(idAgenda)).toMatchObject({
      estado: 'programada',
      idSala,
      linkSala: `/videollamada/sala?id=${idSala}`,
    });

    // In the room while waiting for the specialist, before the hour: still not spent, the room still opens.
    clock.at(opensAt + 5 * MINUTE);
    expect(await finalizar({ idSala, documento: JOSE })).toEqual({ codigo: 2 });
    expect(await check(idSala)).toEqual({ codigo: 1, mensaje: c.mensajes.documentoValido, cita: slot });
    expect((await lookup(idSala)).MsgError).toBe('');
    expect(await cita(idAgenda)).toMatchObject({ estado: 'programada' });

    // Once the consultation has started, "Finalizar" ends it, as before.
    clock.at(startsAt + MINUTE);
    expect(await finalizar({ idSala, documento: JOSE })).toEqual({ codigo: 0 });
    expect(await check(idSala)).toEqual({ codigo: 0, mensaje: c.mensajes.consultaNoExiste });
    expect(await cita(idAgenda)).toMatchObject({ estado: 'finalizada', linkSala: null });
  });

  it('a moved appointment takes its window along', async () => {
    const first = futureSlot(9, '10:00');
    const { idAgenda, idSala } = await book(first);
    const moved = futureSlot(10, '15:00');
    const answer = c.updateAgendaResponse.parse(
      (await s.call('POST', '/api/agendamientos/UpdateAgenda', { token: jose, body: { idAgenda, ...moved } })).body,
    );
    expect(answer.codigo).toBe(0);

    clock.at(videoWindow(first).startsAt);
    expect(await check(idSala)).toEqual({
      codigo: 2,
      mensaje: roomOpensSentence(moved, videoWindow(first).startsAt),
      cita: moved,
    });
    clock.at(videoWindow(moved).startsAt);
    expect((await check(idSala)).codigo).toBe(1);
  });
});

/** DEV_CLOCK: how the end-to-end suite reaches a room's hour on its one long-running server. */
describe('the development clock', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  it('moves the server to an instant and back, only for this machine with the outbox key, and only when turned on', async () => {
    const s = await startServer({ devClock: true });
    const off = await startServer();
    servers.push(s, off);
    const reloj = (server: TestServer, ahora: number | null, outboxKey?: false) =>
      server.call('POST', '/api/dev/reloj', { body: { ahora }, outboxKey });
    const jose = await s.login(JOSE, 'Beneficio#2026');
    const slot = futureSlot(8, '10:00');
    const booked = c.agregarAgendaResponse.parse(
      (
        await s.call('POST', '/api/agendamientos/AgregarAgendaSalud', {
          token: jose,
          body: {
            idBeneficio: videoBenefitIds()[0]!,
            ...slot,
            claveIdempotencia: crypto.randomUUID(),
            especialidad: 'Medicina general',
          },
        })
      ).body,
    );
    const codigo = async () =>
      (await s.call('GET', `/api/agendamientos/validarDocumento?id=${booked.data!.idSala}&documento=${JOSE}`)).body
        .codigo;
    expect(await codigo()).toBe(2);

    const { startsAt } = videoWindow(slot);
    const moved = await reloj(s, startsAt);
    expect(moved.status).toBe(200);
    // The clock keeps running from the instant it was set to.
    expect(moved.body.ahora).toBeGreaterThanOrEqual(startsAt);
    expect(moved.body.ahora).toBeLessThan(startsAt + MINUTE);
    expect(await codigo()).toBe(1);

    expect((await reloj(s, null)).body.ahora).toBeLessThan(startsAt);
    expect(await codigo()).toBe(2);

    // Not without the key, not from another machine, not on a server without DEV_CLOCK, not with a bad instant.
    expect((await reloj(s, startsAt, false)).status).toBe(404);
    const remote = await s.app.inject({
      method: 'POST',
      url: '/api/dev/reloj',
      headers: { 'x-outbox-key': TEST_OUTBOX_KEY },
      payload: { ahora: startsAt },
      remoteAddress: '192.168.1.50',
    });
    expect(remote.statusCode).toBe(404);
    expect((await reloj(off, startsAt)).status).toBe(404);
    expect((await s.call('POST', '/api/dev/reloj', { body: { ahora: 'mañana' } })).status).toBe(400);
    expect(await codigo()).toBe(2);
  });
});
