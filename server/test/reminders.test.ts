import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatAppointmentDateTime, formatDay, formatTime } from '../../app/domain/dates.ts';
import { yearInLima } from '../../app/domain/limaCalendar.ts';
import { videoWindow } from '../../app/domain/videoWindow.ts';
import type { AppContext } from '../context.ts';
import { videoBenefitIds } from '../domain/catalogue.ts';
import { scheduleExistingBookings } from '../domain/reminders.ts';
import * as c from '../http/contract.ts';
import { PRODUCTION_SAFE, TEST_OUTBOX_KEY, futureSlot, nextMonday, startServer, type TestServer } from './harness.ts';

const JOSE = '41234567';
const ELENA = '44332211';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const MIRAFLORES = { ubigeo: '150122', calle: 'Av. José Larco 345, dpto. 501', referencia: 'Frente al parque Kennedy' };

/**
 * Reminders and attendance over HTTP, with the clock under the test's control: `Date` is faked (the server's
 * rules and graphile-worker, with `useNodeTime`, read it), timers are not. Jobs run when the test asks
 * (`POST /api/dev/trabajos`), at the instant the clock then says.
 */
describe('reminders and attendance, run by the job queue at their instants', () => {
  let s: TestServer;
  const realStart = Date.now();

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    s = await startServer({ bookingLimits: { perBenefit: 20, total: 20 } });
  });
  afterAll(async () => {
    await s.close();
    vi.useRealTimers();
  });
  // Bookings and their checks happen at the real time; a test moves the clock to run jobs, then comes back.
  afterEach(() => vi.setSystemTime(realStart));

  const login = (documento: string, password: string) => s.login(documento, password);
  const book = async (token: string, body: Record<string, unknown>) => {
    const r = c.agregarAgendaResponse.parse(
      (
        await s.call('POST', '/api/agendamientos/AgregarAgendaSalud', {
          token,
          body: { claveIdempotencia: crypto.randomUUID(), ...body },
        })
      ).body,
    );
    expect(r.codigo, r.mensaje).toBe(0);
    return r.data!;
  };
  const bookVideo = (token: string, slot: { fecha: string; hora: string }) =>
    book(token, { idBeneficio: videoBenefitIds()[0]!, ...slot, especialidad: 'Medicina general', metodo: 'sms' });
  /** The jobs waiting for one appointment, by key, with the instant each runs. */
  const jobsOf = async (idAgenda: number) =>
    Object.fromEntries(
      (await s.app.store.jobs.queued(1000))
        .filter((j) => j.key?.endsWith(`:cita:${idAgenda}`))
        .map((j) => [j.key!.split(':')[0], Number(j.runAt)]),
    );
  /** Runs the jobs due at `instant`. */
  const runAt = async (instant: number) => {
    vi.setSystemTime(instant);
    expect((await s.call('POST', '/api/dev/trabajos')).status).toBe(200);
  };
  const remindersFor = async (idAgenda: number) =>
    (await s.app.store.records.messages(undefined, 1000))
      .filter((m) => m.cuerpo.includes(`/ecosistema/citas?cita=${idAgenda}`))
      .reverse();
  const estado = async (token: string, idAgenda: number) =>
    c.listarCitasResponse
      .parse((await s.call('GET', '/api/agendamientos/ListarCitas', { token })).body)
      .data.find((x) => x.idAgenda === idAgenda)!.estado;

  it('a booking schedules the day-before and hour-before reminders, each sent once at its instant', async () => {
    const jose = await login(JOSE, 'Beneficio#2026');
    const slot = futureSlot(8, '10:00');
    const cita = await bookVideo(jose, slot);
    const start = videoWindow(slot).startsAt;
    expect(await jobsOf(cita.idAgenda)).toEqual({
      'recordatorio-dia': start - 24 * HOUR,
      'recordatorio-hora': start - HOUR,
      asistencia: start + HOUR,
    });

    await runAt(start - 24 * HOUR - MINUTE);
    expect(await remindersFor(cita.idAgenda)).toEqual([]);

    await runAt(start - 24 * HOUR);
    await runAt(start - 24 * HOUR + MINUTE);
    const [dia] = await remindersFor(cita.idAgenda);
    expect(await remindersFor(cita.idAgenda)).toHaveLength(1);
    expect(dia).toMatchObject({ canal: 'sms', asunto: `Recordatorio: mañana es tu cita de ${cita.beneficio}` });
    expect(dia!.cuerpo).toContain(
      `Mañana tienes tu cita de ${cita.beneficio}: ${formatAppointmentDateTime(slot.fecha, slot.hora, yearInLima(start - 24 * HOUR))} (hora de Lima).`,
    );
    expect(dia!.cuerpo).toContain(`Código de reserva: ${cita.codigoReserva}.`);
    expect(dia!.cuerpo).toContain(`Ingresa a tu videoconsulta aquí: ${s.base}/videollamada/sala?id=${cita.idSala}`);
    expect(dia!.cuerpo).toMatch(new RegExp(`Mira tu cita: ${s.base}/ecosistema/citas\\?cita=${cita.idAgenda}$`));

    await runAt(start - HOUR);
    await runAt(start - HOUR + 5 * MINUTE);
    const sent = await remindersFor(cita.idAgenda);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ canal: 'sms', asunto: 'Tu videoconsulta empieza en una hora' });
    expect(sent[1]!.cuerpo).toBe(
      `Tu videoconsulta de ${cita.beneficio} empieza hoy a las ${formatTime(slot.hora)} (hora de Lima). ` +
        `Ingresa a tu videoconsulta aquí: ${s.base}/videollamada/sala?id=${cita.idSala} Mira tu cita: ${s.base}/ecosistema/citas?cita=${cita.idAgenda}`,
    );
    expect(await jobsOf(cita.idAgenda)).toEqual({ asistencia: start + HOUR });
  });

  it('a home visit is told, an hour before, that the specialist is on the way to its address', async () => {
    const elena = await login(ELENA, 'Salud#Lima2026');
    const slot = futureSlot(9, '11:00');
    const cita = await book(elena, { idBeneficio: 16, ...slot, motivo: 'Fiebre alta', direccion: MIRAFLORES });
    // The queue is run only now: the day-before reminder, a day late, is dropped rather than say "mañana" today.
    await runAt(videoWindow(slot).startsAt - HOUR);
    const [hora, ...more] = await remindersFor(cita.idAgenda);
    expect(more).toEqual([]);
    expect(await s.app.store.jobs.recent(20)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: `recordatorio-dia:cita:${cita.idAgenda}`, outcome: 'tarde' }),
      ]),
    );
    expect(hora).toMatchObject({ canal: 'correo', asunto: 'El especialista está en camino' });
    expect(hora!.cuerpo).toContain('el especialista está en camino a Av. José Larco 345, dpto. 501, Miraflores, Lima.');
  });

  it('the channel chosen in the profile wins over the booking’s', async () => {
    const elena = await login(ELENA, 'Salud#Lima2026');
    expect(
      c.obtenerRecordatoriosResponse.parse((await s.call('GET', '/api/Profile/Recordatorios', { token: elena })).body),
    ).toEqual({ codigo: 0, data: { canal: null } });
    const saved = await s.call('POST', '/api/Profile/Recordatorios', { token: elena, body: { canal: 'sms' } });
    expect(saved.body).toEqual({ codigo: 0, mensaje: 'Listo: tus recordatorios llegarán por ese medio.' });
    const slot = futureSlot(9, '15:00');
    // Confirmed by e-mail, reminded by SMS.
    const cita = await book(elena, {
      idBeneficio: 16,
      ...slot,
      motivo: 'Control',
      direccion: MIRAFLORES,
      metodo: 'correo',
    });
    await runAt(videoWindow(slot).startsAt - 24 * HOUR);
    const [dia] = await remindersFor(cita.idAgenda);
    expect(dia).toMatchObject({ canal: 'sms', asunto: `Recordatorio: mañana es tu cita de ${cita.beneficio}` });
    expect(dia!.cuerpo).toContain(
      'Dirección: Av. José Larco 345, dpto. 501, Miraflores, Lima. Referencia: Frente al parque Kennedy.',
    );
    vi.setSystemTime(realStart);
    await s.call('POST', '/api/Profile/Recordatorios', { token: elena, body: { canal: 'correo' } });
  });

  it('a coworking week is reminded on the eve and an hour before its branch opens', async () => {
    const luis = await login('72233445', 'Cowork#Lima26');
    const semanaInicio = nextMonday(3);
    const r = await s.call('POST', '/api/coworking/AgregarCoworking', {
      token: luis,
      body: { semanaInicio, claveIdempotencia: crypto.randomUUID(), idLugar: 12, metodo: 'sms' },
    });
    const reserva = c.agregarCoworkingResponse.parse(r.body).data!;
    const opens = videoWindow({ fecha: semanaInicio, hora: '09:00' }).startsAt;
    await runAt(opens - 24 * HOUR);
    await runAt(opens - HOUR);
    const sent = (await s.app.store.records.messages(undefined, 1000))
      .filter((m) => m.cuerpo.includes(`/ecosistema/citas?reserva=${reserva.idCoworking}`))
      .reverse();
    expect(sent.map((m) => [m.canal, m.asunto])).toEqual([
      ['sms', 'Recordatorio: mañana empieza tu semana de coworking'],
      ['sms', 'Tu semana de coworking empieza en una hora'],
    ]);
    expect(sent[0]!.cuerpo).toContain(
      `Mañana empieza tu semana de coworking, del ${formatDay(semanaInicio, yearInLima(opens - 24 * HOUR))} al `,
    );
    expect(sent[0]!.cuerpo).toContain(`en Punto Cowork Larco`);
    expect(sent[1]!.cuerpo).toContain('Tu semana de coworking empieza hoy a las 9:00 a. m., en Punto Cowork Larco');
  });

  it('retries a failed run later, each time a little later (about e^n seconds), until its last attempt', async () => {
    // A reminder whose payload does not read fails every time it runs.
    await s.app.store.jobs.schedule({
      task: 'recordatorio',
      key: 'falla:1',
      runAt: Date.now() - 1_000,
      payload: { tipo: 'cita' },
      maxAttempts: 2,
    });
    const job = async () => (await s.app.store.jobs.queued(1_000)).find((j) => j.key === 'falla:1')!;
    await runAt(Date.now());
    // graphile-worker may record the failure just after the run that took the job has answered: wait for it.
    const first = await vi.waitFor(async () => {
      const failed = await job();
      expect(failed.lastError).toBeTruthy();
      return failed;
    });
    expect(first).toMatchObject({ attempts: 1, maxAttempts: 2 });
    // e^1 ≈ 2.7 s after the failure (PostgreSQL counts from its own clock, which the test's Date may trail by seconds).
    expect(Number(first.runAt) - Date.now()).toBeGreaterThan(1_000);
    expect(Number(first.runAt) - Date.now()).toBeLessThan(30_000);
    await runAt(Date.now() + 500);
    expect((await job()).attempts).toBe(1);
    await runAt(Number(first.runAt) + 1_000);
    expect(await job()).toMatchObject({ attempts: 2, maxAttempts: 2 });
    // Given up: it waits for the operator, and runs no more.
    await runAt(Date.now() + 24 * HOUR);
    expect((await job()).attempts).toBe(2);
  });

  it('a room entered at the old hour does not count for the new one', async () => {
    const jose = await login(JOSE, 'Beneficio#2026');
    const first = futureSlot(12, '09:00');
    const cita = await bookVideo(jose, first);
    vi.setSystemTime(videoWindow(first).opensAt + MINUTE);
    expect(
      (await s.call('GET', `/api/agendamientos/validarDocumento?id=${cita.idSala}&documento=${JOSE}`)).body.codigo,
    ).toBe(1);
    vi.setSystemTime(realStart);
    const moved = futureSlot(13, '10:00');
    expect(
      (
        await s.call('POST', '/api/agendamientos/UpdateAgenda', {
          token: jose,
          body: { idAgenda: cita.idAgenda, ...moved },
        })
      ).body.codigo,
    ).toBe(0);
    await runAt(videoWindow(moved).closesAt);
    vi.setSystemTime(realStart);
    expect(await estado(jose, cita.idAgenda)).toBe('no_asistio');
  });

  it('bookings made before reminders existed get their jobs once, when the server starts', async () => {
    const userId = (await s.app.store.accounts.findUser(8, JOSE))!.id;
    const slot = futureSlot(12, '15:00');
    // Booked as before: no jobs along with it.
    const limits = { desde: '2000-01-01', perBenefit: 100, total: 100 };
    const old = await s.app.store.bookings.book(
      { userId, idBeneficio: 46, ...slot, key: crypto.randomUUID(), idSala: null },
      Date.now(),
      limits,
      async () => null,
    );
    expect(old.kind).toBe('created');
    const id = (old as { row: { id: number } }).row.id;
    expect(await jobsOf(id)).toEqual({});
    // This database was marked done at start; the same step on a database that was not:
    const ctx = {
      store: { ...s.app.store, jobs: { ...s.app.store.jobs, logged: async () => false } },
      now: () => Date.now(),
    } as unknown as AppContext;
    expect(await scheduleExistingBookings(ctx)).toBeGreaterThan(0);
    const start = videoWindow(slot).startsAt;
    expect(await jobsOf(id)).toEqual({
      'recordatorio-dia': start - 24 * HOUR,
      'recordatorio-hora': start - HOUR,
      asistencia: start + HOUR,
    });
    expect(await s.app.store.jobs.logged('programacion', 'reservas-existentes')).toBe(true);
  });

  it('runs jobs on request only with the outbox key, from this machine, outside production', async () => {
    expect((await s.call('POST', '/api/dev/trabajos', { outboxKey: false })).status).toBe(404);
    const remote = await s.app.inject({
      method: 'POST',
      url: '/api/dev/trabajos',
      headers: { 'x-outbox-key': TEST_OUTBOX_KEY },
      remoteAddress: '192.168.1.50',
    });
    expect(remote.statusCode).toBe(404);
    const production = await startServer({ ...PRODUCTION_SAFE });
    try {
      expect((await production.call('POST', '/api/dev/trabajos')).status).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('changing the appointment moves its reminders; cancelling it removes them', async () => {
    const jose = await login(JOSE, 'Beneficio#2026');
    const first = futureSlot(8, '11:00');
    const cita = await bookVideo(jose, first);
    const moved = futureSlot(10, '15:00');
    const r = c.updateAgendaResponse.parse(
      (
        await s.call('POST', '/api/agendamientos/UpdateAgenda', {
          token: jose,
          body: { idAgenda: cita.idAgenda, ...moved },
        })
      ).body,
    );
    expect(r.codigo).toBe(0);
    const start = videoWindow(moved).startsAt;
    expect(await jobsOf(cita.idAgenda)).toEqual({
      'recordatorio-dia': start - 24 * HOUR,
      'recordatorio-hora': start - HOUR,
      asistencia: start + HOUR,
    });
    // Nothing at the old hour.
    await runAt(videoWindow(first).startsAt - HOUR);
    expect(await remindersFor(cita.idAgenda)).toEqual([]);

    vi.setSystemTime(realStart);
    expect(
      (await s.call('POST', `/api/agendamientos/DeleteAgenda/${cita.idAgenda}`, { token: jose })).body.codigo,
    ).toBe(0);
    expect(await jobsOf(cita.idAgenda)).toEqual({});
    await runAt(start);
    expect(await remindersFor(cita.idAgenda)).toEqual([]);
  });

  it('a booking made less than a day ahead gets only the reminders still ahead', async () => {
    const slot = futureSlot(8, '16:00');
    const start = videoWindow(slot).startsAt;
    // The customer books twenty hours before the appointment.
    vi.setSystemTime(start - 20 * HOUR);
    const late = await login(JOSE, 'Beneficio#2026');
    const cita = await bookVideo(late, slot);
    expect(await jobsOf(cita.idAgenda)).toEqual({ 'recordatorio-hora': start - HOUR, asistencia: start + HOUR });
  });

  it('after its hour, a video consultation never joined is "No asistió"; one joined, and a home visit, "Atendida"', async () => {
    const jose = await login(JOSE, 'Beneficio#2026');
    const missed = futureSlot(11, '09:00');
    const joined = futureSlot(11, '10:00');
    const noShow = await bookVideo(jose, missed);
    const held = await bookVideo(jose, joined);
    // The patient enters the second room during its window.
    vi.setSystemTime(videoWindow(joined).startsAt + 5 * MINUTE);
    const check = await s.call('GET', `/api/agendamientos/validarDocumento?id=${held.idSala}&documento=${JOSE}`);
    expect(check.body.codigo).toBe(1);

    await runAt(videoWindow(missed).closesAt - MINUTE);
    vi.setSystemTime(realStart);
    expect(await estado(jose, noShow.idAgenda)).toBe('programada');

    await runAt(videoWindow(joined).closesAt);
    vi.setSystemTime(realStart);
    expect(await estado(jose, noShow.idAgenda)).toBe('no_asistio');
    expect(await estado(jose, held.idAgenda)).toBe('atendida');
    // Neither is confirmed again as if it were booked.
    for (const past of [noShow, held]) {
      const confirm = await s.call('GET', `/api/agendamientos/MensajeAgendar/${past.idAgenda}?metodo=sms`, {
        token: jose,
      });
      expect(c.mensajeAgendarResponse.parse(confirm.body)).toEqual({
        codigo: 1,
        mensaje: 'Esta cita ya pasó: no hay confirmación que enviar.',
      });
    }
    const log = await s.app.store.jobs.recent(50);
    expect(log).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ task: 'asistencia', key: `asistencia:cita:${noShow.idAgenda}`, outcome: 'ausente' }),
      ]),
    );
  });
});

/** A telemedicine appointment, with its video room, booked on `server`. */
async function bookVideoOn(server: TestServer, token: string, slot: { fecha: string; hora: string }) {
  const r = await server.call('POST', '/api/agendamientos/AgregarAgendaSalud', {
    token,
    body: {
      idBeneficio: videoBenefitIds()[0]!,
      ...slot,
      especialidad: 'Medicina general',
      claveIdempotencia: crypto.randomUUID(),
    },
  });
  return c.agregarAgendaResponse.parse(r.body).data!;
}

describe('reminders within the message limit, and across a restart', () => {
  const realStart = Date.now();
  beforeAll(() => vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true }));
  afterAll(() => vi.useRealTimers());
  afterEach(() => vi.setSystemTime(realStart));

  it('a reminder past the customer’s message limit is skipped, and the log says so', async () => {
    const s = await startServer({ messagesPerHour: 1, bookingLimits: { perBenefit: 20, total: 20 } });
    try {
      const jose = await s.login(JOSE, 'Beneficio#2026');
      const slot = futureSlot(8, '13:00');
      const booked = await bookVideoOn(s, jose, slot);
      const dayBefore = videoWindow(slot).startsAt - 24 * HOUR;
      // In the hour before the reminder, the customer asks for the confirmation again: the hour's one message.
      vi.setSystemTime(dayBefore - 10 * MINUTE);
      const again = await s.login(JOSE, 'Beneficio#2026');
      expect(
        (await s.call('GET', `/api/agendamientos/MensajeAgendar/${booked.idAgenda}?metodo=sms`, { token: again })).body
          .codigo,
      ).toBe(0);
      vi.setSystemTime(dayBefore);
      await s.call('POST', '/api/dev/trabajos');
      const messages = await s.app.store.records.messages(undefined, 100);
      expect(messages.filter((m) => m.asunto.startsWith('Recordatorio'))).toEqual([]);
      expect(await s.app.store.jobs.recent(10)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            task: 'recordatorio',
            outcome: 'limite',
            key: `recordatorio-dia:cita:${booked.idAgenda}`,
          }),
        ]),
      );
    } finally {
      await s.close();
    }
  });

  it('a restart between scheduling and sending loses nothing', async () => {
    const first = await startServer();
    const jose = await first.login(JOSE, 'Beneficio#2026');
    const slot = futureSlot(8, '14:00');
    const booked = await bookVideoOn(first, jose, slot);
    // The server stops (its database stays), and another starts on the same database.
    await first.app.close();
    const second = await startServer({ dataDir: first.dataDir, databaseUrl: first.database.databaseUrl });
    try {
      vi.setSystemTime(videoWindow(slot).startsAt - 24 * HOUR);
      await second.call('POST', '/api/dev/trabajos');
      const sent = (await second.app.store.records.messages(undefined, 100)).filter((m) =>
        m.cuerpo.includes(`?cita=${booked.idAgenda}`),
      );
      expect(sent.map((m) => m.asunto)).toEqual([expect.stringMatching(/^Recordatorio: mañana es tu cita de /)]);
    } finally {
      await second.close();
      await first.database.dispose();
    }
  });
});
