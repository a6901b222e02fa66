import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as c from '../http/contract.ts';
import { reserveWeek, startServer, type TestServer } from './harness.ts';

/**
 * The coworking week is one per calendar year (its Monday's year, ADR 0101): a week held in December leaves
 * January's weeks open, and a second week in the same year is refused, whether booked or moved there.
 */
describe('coworking week per calendar year', () => {
  let s: TestServer;
  let luis: string; // 72233445, Cuota entrepreneurship group: coworking in his plan

  beforeAll(async () => {
    // Early December, so the weeks a customer is offered reach into January.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: new Date('2026-12-01T15:00:00Z') });
    s = await startServer();
    luis = await s.login('72233445', 'Cowork#Lima26');
  });
  afterAll(async () => {
    await s.close();
    vi.useRealTimers();
  });

  const reserve = (semanaInicio: string) => reserveWeek(s, luis, semanaInicio);

  it('holds one week in each calendar year, booked or moved', async () => {
    const december = await reserve('2026-12-07');
    expect(december.codigo).toBe(0);
    const sameYear = await reserve('2026-12-21');
    expect(sameYear).toMatchObject({ codigo: 1, mensaje: c.mensajes.coworkingUsado(2026), data: null });
    const january = await reserve('2027-01-04');
    expect(january.codigo).toBe(0);
    expect(january.data).toMatchObject({ semanaInicio: '2027-01-04', semanaFin: '2027-01-09' });

    // January's week cannot move into December, which already has one; it may move within its own year.
    const intoDecember = await s.call('POST', '/api/coworking/UpdateCoworking', {
      token: luis,
      body: { idCoworking: january.data!.idCoworking, semanaInicio: '2026-12-14' },
    });
    expect(intoDecember.body).toMatchObject({ codigo: 1, mensaje: c.mensajes.coworkingUsado(2026) });
    const withinJanuary = await s.call('POST', '/api/coworking/UpdateCoworking', {
      token: luis,
      body: { idCoworking: january.data!.idCoworking, semanaInicio: '2027-01-11' },
    });
    expect(withinJanuary.body).toMatchObject({ codigo: 0 });

    const held = c.listarReservasResponse.parse(
      (await s.call('GET', '/api/coworking/ListarReservas', { token: luis })).body,
    ).data;
    expect(held.filter((r) => r.estado === 'programada').map((r) => r.semanaInicio)).toEqual([
      '2026-12-07',
      '2027-01-11',
    ]);
  });

  it("confirms each week by e-mail, January's with its year, as sent on 1 December", async () => {
    // The weeks above, newest first: January's moved, January's booked, December's booked.
    const sent = c.outboxResponse
      .parse((await s.call('GET', `/api/dev/outbox?destino=${encodeURIComponent('luis.paredes@example.pe')}`)).body)
      .mensajes.filter((m) => m.asunto.startsWith('Reserva de coworking'));
    expect(sent.map((m) => m.cuerpo.match(/va (del .*?), de lunes a sábado/)?.[1])).toEqual([
      'del lunes 11 de enero de 2027 al sábado 16 de enero de 2027',
      'del lunes 4 de enero de 2027 al sábado 9 de enero de 2027',
      'del lunes 7 de diciembre al sábado 12 de diciembre',
    ]);
  });

  it('counts the week held in "Mi seguro", in its own calendar year', async () => {
    // The weeks above: December's in 2026, January's in 2027. Today is in 2026.
    const policy = c.miSeguroResponse.parse((await s.call('GET', '/api/Profile/MiSeguro', { token: luis })).body).data;
    expect(policy.beneficios.find((b) => b.idBeneficio === 22)).toMatchObject({
      usos: { quedan: 0, total: 1, renuevaEl: '2027-01-01' },
    });
  });
});
