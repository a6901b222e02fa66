import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { checkConsistency } from './consistency.ts';
import { freshDatabase, type TestDatabase } from './databases.ts';
import { futureSlot, transform } from './harness.ts';
import { exited, launch } from './processes.ts';

/** The benefits José's plan books online: telemedicine (2) and the credit score (3). */
const BOOKABLE = [2, 3];

async function post(base: string, url: string, body: unknown, token?: string) {
  const response = await fetch(`${base}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return response.json() as Promise<any>;
}

async function login(base: string): Promise<string> {
  const { token: tokenCaptcha } = (await (await fetch(`${base}/api/captcha/token?action=submit`)).json()) as {
    token: string;
  };
  const answer = await post(base, '/Login/IniciarSession', {
    ip: '127.0.0.1',
    usuario: '41234567',
    password: transform('Beneficio#2026', tokenCaptcha),
    tokenCaptcha,
    tipo: 1,
  });
  return answer.data.token as string;
}

describe('crash safety', () => {
  const children: ChildProcess[] = [];
  const databases: TestDatabase[] = [];
  afterEach(async () => {
    for (const child of children.splice(0)) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited(child);
    }
    for (const database of databases.splice(0)) await database.dispose();
  });
  const fresh = async () => {
    const database = await freshDatabase();
    databases.push(database);
    return database;
  };

  it('restarts with a consistent database after SIGKILL in the middle of writes', async () => {
    const database = await fresh();
    const first = launch(database);
    children.push(first.child);
    const base = await first.ready;
    const token = await login(base);

    // A stream of writes: bookings (with rooms), surveys and CRM events. The kill comes once
    // some have been answered, while many more are in flight.
    let sent = 0;
    let answered = 0;
    let confirmed = 0;
    const writes: Promise<unknown>[] = [];
    const fire = (url: string, body: unknown) =>
      writes.push(
        post(base, url, body, token).then(
          (answer: { codigo?: number }) => {
            answered++;
            if (url.endsWith('AgregarAgendaSalud') && answer.codigo === 0) confirmed++;
          },
          () => null,
        ),
      );
    const timer = setInterval(() => {
      for (let i = 0; i < 5; i++, sent++) {
        const slot = futureSlot(8 + (sent % 30), ['09:00', '10:00', '11:00', '12:00'][sent % 4]);
        fire('/agendamientos/AgregarAgendaSalud', {
          idBeneficio: BOOKABLE[sent % BOOKABLE.length],
          ...slot,
          claveIdempotencia: crypto.randomUUID(),
          especialidad: 'Medicina general',
        });
        fire('/encuestas/guardarEncuesta', { valor: 'Promotor', ruta: '/ecosistema' });
        fire('/crm/SendUsoBeneficioSF', { beneficioUsado: `Beneficio ${sent}` });
      }
    }, 5);
    // Bookings take longer than surveys and CRM events: on a busy machine the first 30 answers may hold none.
    for (let waited = 0; (answered < 30 || confirmed < 3) && waited < 20_000; waited += 10)
      await new Promise((r) => setTimeout(r, 10));
    first.child.kill('SIGKILL');
    clearInterval(timer);
    await exited(first.child);
    await Promise.all(writes);
    expect(sent * 3).toBeGreaterThan(answered);

    const before = await checkConsistency(database);
    expect(before.appointments).toBeGreaterThan(0);
    const second = launch(database);
    children.push(second.child);
    const restarted = await second.ready;
    // The restarted server serves the same data and accepts new writes.
    const again = await login(restarted);
    const list = (await (
      await fetch(`${restarted}/api/agendamientos/ListarCitas`, { headers: { authorization: `Bearer ${again}` } })
    ).json()) as any;
    expect(list.data.length).toBe(before.appointments);
    const booked = await post(
      restarted,
      '/agendamientos/AgregarAgenda',
      { idBeneficio: 3, ...futureSlot(40, '16:00'), claveIdempotencia: crypto.randomUUID() },
      again,
    );
    expect(booked.codigo).toBe(0);
    second.child.kill('SIGTERM');
    await exited(second.child);
    expect((await checkConsistency(database)).appointments).toBe((before.appointments ?? 0) + 1);
  }, 120_000);

  it('completes seeding after a SIGKILL during the first start', async () => {
    const database = await fresh();
    const first = launch(database);
    children.push(first.child);
    // About when the first start creates the schema and writes the registry.
    await new Promise((r) => setTimeout(r, 600));
    first.child.kill('SIGKILL');
    await exited(first.child);
    const second = launch(database);
    children.push(second.child);
    await second.ready;
    second.child.kill('SIGTERM');
    await exited(second.child);
    await checkConsistency(database);
  }, 120_000);
});
