import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as c from '../http/contract.ts';
import { futureSlot, startServer, type TestServer } from './harness.ts';

describe('concurrent bookings', () => {
  let s: TestServer;
  let tokens: string[];
  beforeAll(async () => {
    s = await startServer();
    // Two people whose plans include telemedicine of the Detecta family (benefit 7).
    tokens = [await s.login('48765432', 'VidaPlus@2026'), await s.login('43218765', 'Detecta+2026')];
  });
  afterAll(() => s.close());

  it('20 parallel bookings of one slot create exactly one appointment', async () => {
    const slot = futureSlot(12, '14:00');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        s.call('POST', '/api/agendamientos/AgregarAgendaSalud', {
          token: tokens[i % tokens.length],
          body: { idBeneficio: 7, ...slot, claveIdempotencia: crypto.randomUUID(), especialidad: 'Medicina general' },
        }),
      ),
    );
    const answers = results.map((r) => c.agregarAgendaResponse.parse(r.body));
    expect(answers.filter((a) => a.codigo === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.codigo === 1 && a.mensaje === c.mensajes.horarioNoDisponible)).toHaveLength(19);

    const lists = await Promise.all(tokens.map((token) => s.call('GET', '/api/agendamientos/ListarCitas', { token })));
    const all = lists.flatMap((r) => c.listarCitasResponse.parse(r.body).data);
    expect(
      all.filter((cita) => cita.idBeneficio === 7 && cita.fecha === slot.fecha && cita.hora === slot.hora),
    ).toHaveLength(1);
  });

  it('20 parallel retries with one idempotency key return one appointment', async () => {
    const slot = futureSlot(12, '15:00');
    const key = crypto.randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        s.call('POST', '/api/agendamientos/AgregarAgendaSalud', {
          token: tokens[0],
          body: { idBeneficio: 7, ...slot, claveIdempotencia: key, especialidad: 'Pediatría' },
        }),
      ),
    );
    const ids = new Set(results.map((r) => c.agregarAgendaResponse.parse(r.body).data?.idAgenda));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toBeGreaterThan(0);
  });
});

describe('retries at the bound', () => {
  let s: TestServer;
  let ana: string;
  beforeAll(async () => {
    s = await startServer();
    ana = await s.login('48765432', 'VidaPlus@2026');
  });
  afterAll(() => s.close());

  it('retries of one booking that reaches the bound all answer that booking', async () => {
    // Ana holds two upcoming telemedicine consultations (the bound of three counts both families' telemedicine).
    const book = (hora: string, claveIdempotencia: string) =>
      s.call('POST', '/api/agendamientos/AgregarAgendaSalud', {
        token: ana,
        body: { idBeneficio: 5, ...futureSlot(13, hora), claveIdempotencia, especialidad: 'Medicina general' },
      });
    for (const hora of ['09:00', '10:00'])
      expect(c.agregarAgendaResponse.parse((await book(hora, crypto.randomUUID())).body).codigo).toBe(0);
    const key = crypto.randomUUID();
    const answers = (await Promise.all(Array.from({ length: 6 }, () => book('11:00', key)))).map((r) =>
      c.agregarAgendaResponse.parse(r.body),
    );
    expect(answers.map((a) => a.codigo)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(new Set(answers.map((a) => a.data?.idAgenda)).size).toBe(1);
  });
});
