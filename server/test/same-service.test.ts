import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as c from '../http/contract.ts';
import { futureSlot, startServer, type TestServer } from './harness.ts';

/**
 * A customer with two families that both give telemedicine (Vida Plus: benefit 5; Detecta Plus: benefit 7) holds one
 * service: one bound on its upcoming appointments, and, like anyone, one appointment an hour.
 */
describe('the same service in two families', () => {
  let s: TestServer;
  let ana: string; // 48765432: Vida Plus and Detecta Plus

  beforeAll(async () => {
    s = await startServer();
    ana = await s.login('48765432', 'VidaPlus@2026');
  });
  afterAll(() => s.close());

  const book = async (idBeneficio: number, slot: { fecha: string; hora: string }) =>
    c.agregarAgendaResponse.parse(
      (
        await s.call('POST', '/api/agendamientos/AgregarAgendaSalud', {
          token: ana,
          body: { idBeneficio, ...slot, claveIdempotencia: crypto.randomUUID(), especialidad: 'Medicina general' },
        })
      ).body,
    );
  const notice = async (idBeneficio: number) =>
    c.miSeguroResponse
      .parse((await s.call('GET', '/api/Profile/MiSeguro', { token: ana })).body)
      .data.beneficios.find((b) => b.idBeneficio === idBeneficio)?.aviso;

  it('refuses a second appointment at an hour held, under either benefit, and counts both against one bound', async () => {
    const ten = futureSlot(6, '10:00');
    const first = await book(5, ten);
    expect(first.codigo).toBe(0);
    expect(await book(7, ten)).toEqual({ codigo: 1, mensaje: c.mensajes.otraCitaALaHora, data: null });

    const eleven = await book(7, futureSlot(6, '11:00'));
    expect(eleven.codigo).toBe(0);
    const moved = await s.call('POST', '/api/agendamientos/UpdateAgenda', {
      token: ana,
      body: { idAgenda: eleven.data!.idAgenda, ...ten },
    });
    expect(moved.body).toEqual({ codigo: 1, mensaje: c.mensajes.otraCitaALaHora, data: null });
    // Another free hour is fine.
    const later = await s.call('POST', '/api/agendamientos/UpdateAgenda', {
      token: ana,
      body: { idAgenda: eleven.data!.idAgenda, ...futureSlot(6, '12:00') },
    });
    expect(later.body).toMatchObject({ codigo: 0, data: { hora: '12:00' } });

    // The bound of three upcoming counts both benefits: two held now (benefit 5 at 10:00, benefit 7 at 12:00).
    // A third reaches the bound, which both benefits' pages then say before their form.
    expect((await book(5, futureSlot(7, '10:00'))).codigo).toBe(0);
    expect(await book(7, futureSlot(7, '11:00'))).toEqual({
      codigo: 1,
      mensaje: c.mensajes.limiteCitasBeneficio(3),
      data: null,
    });
    expect(await notice(5)).toBe(c.mensajes.limiteCitasBeneficio(3));
    expect(await notice(7)).toBe(c.mensajes.limiteCitasBeneficio(3));
  });
});
