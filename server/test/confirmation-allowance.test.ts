import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as c from '../http/contract.ts';
import { futureSlot, mondaysOfOneYear, reserveWeek, startServer, type TestServer } from './harness.ts';

/**
 * Past the customer's hourly message allowance an automatic confirmation is skipped and the action still succeeds;
 * its answer says so (`confirmacionEnviada: false`), so the page does not tell the customer it was sent.
 */
describe('automatic confirmations within the hourly allowance', () => {
  let s: TestServer;
  let jose: string;
  let luis: string;

  beforeAll(async () => {
    s = await startServer({ messagesPerHour: 1 });
    jose = await s.login('41234567', 'Beneficio#2026');
    luis = await s.login('72233445', 'Cowork#Lima26');
  });
  afterAll(() => s.close());

  const book = async (hora: string) =>
    c.agregarAgendaResponse.parse(
      (
        await s.call('POST', '/api/agendamientos/AgregarAgenda', {
          token: jose,
          body: { idBeneficio: 3, ...futureSlot(9, hora), claveIdempotencia: crypto.randomUUID(), metodo: 'correo' },
        })
      ).body,
    );

  it('says whether a booking, a change or a cancellation was confirmed', async () => {
    const first = await book('10:00');
    expect(first).toMatchObject({ codigo: 0, confirmacionEnviada: true });
    const second = await book('11:00');
    expect(second).toMatchObject({ codigo: 0, confirmacionEnviada: false });
    const moved = await s.call('POST', '/api/agendamientos/UpdateAgenda', {
      token: jose,
      body: { idAgenda: second.data!.idAgenda, ...futureSlot(9, '12:00') },
    });
    expect(c.updateAgendaResponse.parse(moved.body)).toMatchObject({ codigo: 0, confirmacionEnviada: false });
    const cancelled = await s.call('POST', `/api/agendamientos/DeleteAgenda/${second.data!.idAgenda}`, {
      token: jose,
    });
    expect(c.deleteAgendaResponse.parse(cancelled.body)).toEqual({
      codigo: 0,
      mensaje: c.mensajes.citaCancelada,
      confirmacionEnviada: false,
    });
    const sent = await s.app.store.records.messages('jose.rojas@example.pe', 10);
    expect(sent).toHaveLength(1);
  });

  it('says so for the coworking week too', async () => {
    const [monday, later] = mondaysOfOneYear(2) as [string, string];
    const reserved = await reserveWeek(s, luis, monday);
    expect(reserved).toMatchObject({ codigo: 0, confirmacionEnviada: true });
    const moved = await s.call('POST', '/api/coworking/UpdateCoworking', {
      token: luis,
      body: { idCoworking: reserved.data!.idCoworking, semanaInicio: later },
    });
    expect(c.updateCoworkingResponse.parse(moved.body)).toMatchObject({ codigo: 0, confirmacionEnviada: false });
  });
});
