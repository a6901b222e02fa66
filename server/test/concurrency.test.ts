import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as c from '../http/contract.ts';
import { futureSlot, startServer, tempDataDir, transform, type TestServer } from './harness.ts';
import { exited, freePort, launch, waitForHealth } from './processes.ts';

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
    expect(all.filter((cita) => cita.idBeneficio === 7 && cita.fecha === slot.fecha && cita.hora === slot.hora)).toHaveLength(1);
  });

  it('20 parallel retries with one idempotency key return one appointment', async () => {
    const slot = futureSlot(12, '15:00');
    const key = crypto.randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        s.call('POST', '/api/agendamientos/AgregarAgendaSalud', { token: tokens[0], body: { idBeneficio: 7, ...slot, claveIdempotencia: key, especialidad: 'Pediatría' } }),
      ),
    );
    const ids = new Set(results.map((r) => c.agregarAgendaResponse.parse(r.body).data?.idAgenda));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toBeGreaterThan(0);
  });
});

describe('concurrent bookings across processes', () => {
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of children) {
      child.kill('SIGTERM');
      await exited(child);
    }
  });

  it('two server processes on one database still book a slot once', async () => {
    const dataDir = tempDataDir();
    const ports = [await freePort(), await freePort()];
    const bases = ports.map((port) => `http://127.0.0.1:${port}`);
    children.push(launch(dataDir, ports[0]!));
    await waitForHealth(bases[0]!);
    children.push(launch(dataDir, ports[1]!));
    await waitForHealth(bases[1]!);

    const loginAt = async (base: string, usuario: string, password: string) => {
      const { token: tokenCaptcha } = (await (await fetch(`${base}/api/captcha/token?action=submit`)).json()) as { token: string };
      const response = await fetch(`${base}/api/Login/IniciarSession`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ip: '127.0.0.1', usuario, password: transform(password, tokenCaptcha), tokenCaptcha, tipo: 1 }),
      });
      return ((await response.json()) as { data: { token: string } }).data.token;
    };
    // Two people whose plans include Análisis clínicos of the Detecta family (benefit 8).
    const tokens = [await loginAt(bases[0]!, '48765432', 'VidaPlus@2026'), await loginAt(bases[1]!, '43218765', 'Detecta+2026')];
    const slot = futureSlot(13, '12:00');
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const response = await fetch(`${bases[i % 2]}/api/agendamientos/AgregarAgendaSalud`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % 2]}` },
          body: JSON.stringify({ idBeneficio: 8, ...slot, claveIdempotencia: crypto.randomUUID() }),
        });
        return c.agregarAgendaResponse.parse(await response.json());
      }),
    );
    expect(answers.filter((a) => a.codigo === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.codigo === 1)).toHaveLength(19);
  }, 60_000);
});
