import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { videoBenefitIds } from '../domain/catalogue.ts';
import { futureSlot, startServer } from './harness.ts';

const run = promisify(execFile);

/** `npm run jobs` as the operator runs it, against the database a server used. */
describe('npm run jobs', () => {
  it('lists waiting and failed jobs with the latest results, and retries one', async () => {
    const s = await startServer();
    try {
      const jose = await s.login('41234567', 'Beneficio#2026');
      const booked = await s.call('POST', '/api/agendamientos/AgregarAgendaSalud', {
        token: jose,
        body: {
          idBeneficio: videoBenefitIds()[0]!,
          ...futureSlot(8, '09:00'),
          especialidad: 'Medicina general',
          claveIdempotencia: crypto.randomUUID(),
        },
      });
      const idAgenda = booked.body.data.idAgenda as number;
      // A reminder whose payload does not read fails on its only attempt and waits for the operator.
      await s.app.store.jobs.schedule({
        task: 'recordatorio',
        key: 'prueba:1',
        runAt: Date.now() - 1_000,
        payload: { tipo: 'cita' },
        maxAttempts: 1,
      });
      await s.call('POST', '/api/dev/trabajos');
      await s.app.close();

      const cli = (args: string[] = []) =>
        run(process.execPath, ['--import', 'tsx', 'server/ops/jobs.ts', ...args], {
          env: { ...process.env, ...s.database.env, NODE_ENV: 'test' },
        });
      const listed = (await cli()).stdout;
      expect(listed).toMatch(new RegExp(`En espera \\(3\\):[\\s\\S]*recordatorio-dia:cita:${idAgenda}`));
      expect(listed).toMatch(/Fallidos \(1\)[\s\S]*recordatorio\s+prueba:1\s+intentos 1\/1\s+último error: /);
      const failedId = listed.match(/^\s+(\d+)\s+\S+ \S+ UTC\s+recordatorio\s+prueba:1/m)![1]!;
      expect((await cli(['retry', failedId])).stdout).toBe(`Trabajo ${failedId} reprogramado para ahora.\n`);
      expect((await cli()).stdout).toMatch(/Fallidos \(0\)/);
    } finally {
      await s.database.dispose();
    }
  }, 60_000);
});
