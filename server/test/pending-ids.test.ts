import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as c from '../http/contract.ts';
import { startServer, type TestServer } from './harness.ts';

/** Step 2 needs only the pending id and a captcha, so the id handed out by step 1 must not be guessable. */
describe('pending registrations', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(() => s.close());

  async function step1(identificacion: string, socios: string[]) {
    const answer = await s.call('POST', '/api/Register/RegistroPaso1', {
      body: {
        identificacion,
        tipoIdentificacion: 8,
        tokenCaptcha: await s.captcha(),
        nombres: 'Prueba',
        fono: '',
        email: '',
        clave: '',
        socios,
      },
    });
    return c.step1Response.parse(answer.body);
  }

  it('hands out random ids, not row numbers', async () => {
    const first = await step1('45678912', ['7706-1']);
    const second = await step1('45000222', ['0000']);
    expect(first.Codigo).toBe(0);
    expect(second.Codigo).toBe(0);
    const ids = [first.user!.idusuario, second.user!.idusuario];
    expect(Math.abs(ids[0]! - ids[1]!)).toBeGreaterThan(1);
    expect(Math.max(...ids)).toBeGreaterThan(1000);
  });
});
