import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as c from '../http/contract.ts';
import { futureSlot, startServer, type TestServer } from './harness.ts';

const MIRAFLORES = { ubigeo: '150122', calle: 'Av. José Larco 345, dpto. 501', referencia: 'Frente al parque Kennedy' };

/**
 * Home visits go to an address in their benefit's area, and customers keep a few addresses to use again; over HTTP
 * on a fresh database. Elena (44332211) holds the home doctor (16), the home nurse (13) and dental emergencies (15);
 * Carlos (46813579) the home blood test (37).
 */
describe('Home visits and saved addresses', () => {
  let s: TestServer;
  let elena: string;
  let carlos: string;
  let jose: string; // 41234567, no home visit in his plan

  beforeAll(async () => {
    s = await startServer();
    elena = await s.login('44332211', 'Salud#Lima2026');
    carlos = await s.login('46813579', 'Detecta!Power3');
    jose = await s.login('41234567', 'Beneficio#2026');
  });
  afterAll(() => s.close());

  const book = async (token: string, body: Record<string, unknown>) => {
    const r = await s.call('POST', '/api/agendamientos/AgregarAgendaSalud', {
      token,
      body: { claveIdempotencia: crypto.randomUUID(), ...body },
    });
    return { status: r.status, body: r.body as c.CitaResponse };
  };
  const citas = async (token: string) =>
    c.listarCitasResponse.parse((await s.call('GET', '/api/agendamientos/ListarCitas', { token })).body).data;
  const outbox = async (destino: string) =>
    c.outboxResponse.parse((await s.call('GET', `/api/dev/outbox?destino=${encodeURIComponent(destino)}`)).body)
      .mensajes;
  const direcciones = async (token: string) =>
    c.listarDireccionesResponse.parse((await s.call('GET', '/api/Profile/ListarDirecciones', { token })).body).data;
  const guardar = async (token: string, body: Record<string, unknown>) =>
    c.guardarDireccionResponse.parse((await s.call('POST', '/api/Profile/GuardarDireccion', { token, body })).body);
  const eliminar = async (token: string, id: number) =>
    c.eliminarDireccionResponse.parse((await s.call('POST', `/api/Profile/EliminarDireccion/${id}`, { token })).body);

  it('refuses a home visit without an address, and books nothing', async () => {
    const before = (await citas(elena)).length;
    const sin = await book(elena, { idBeneficio: 16, ...futureSlot(3, '09:00'), motivo: 'Fiebre alta' });
    expect(sin.status).toBe(200);
    expect(sin.body).toEqual({
      codigo: 1,
      mensaje: 'Indica la dirección de la visita: el distrito, la calle y el número.',
      data: null,
    });
    // Through the other booking route too.
    const general = await s.call('POST', '/api/agendamientos/AgregarAgenda', {
      token: elena,
      body: { idBeneficio: 13, ...futureSlot(3, '10:00'), claveIdempotencia: crypto.randomUUID() },
    });
    expect(general.body).toMatchObject({ codigo: 1, mensaje: c.mensajes.direccionRequerida, data: null });
    expect(await citas(elena)).toHaveLength(before);
  });

  it('refuses an address outside Lima Metropolitana y Callao with the reason, on both routes', async () => {
    const arequipa = { ubigeo: '040101', calle: 'Calle Mercaderes 212' };
    const medico = await book(elena, {
      idBeneficio: 16,
      ...futureSlot(3, '11:00'),
      motivo: 'Fiebre alta',
      direccion: arequipa,
    });
    expect(medico.body).toEqual({
      codigo: 2,
      mensaje:
        'Médico a domicilio solo atiende en Lima Metropolitana y Callao: la dirección que indicaste está fuera de esa zona.',
      data: null,
      regla: 'area',
      disponibleDesde: null,
    });
    // A code shaped like Lima's but naming no district is outside too.
    const enfermera = await s.call('POST', '/api/agendamientos/AgregarAgenda', {
      token: elena,
      body: {
        idBeneficio: 13,
        ...futureSlot(3, '12:00'),
        claveIdempotencia: crypto.randomUUID(),
        direccion: { ubigeo: '150144', calle: 'Av. Perú 100' },
      },
    });
    expect(enfermera.body).toMatchObject({
      codigo: 2,
      regla: 'area',
      mensaje: expect.stringMatching(/^Enfermera a domicilio solo atiende en Lima Metropolitana y Callao/),
    });
    expect((await citas(elena)).some((x) => x.direccion)).toBe(false);
  });

  it('answers 400 for a malformed address', async () => {
    const slot = futureSlot(3, '13:00');
    for (const direccion of [
      { ubigeo: '15012', calle: 'Av. Perú 100' },
      { ubigeo: '150122', calle: 'Av' },
      { ubigeo: '150122', calle: 'x'.repeat(121) },
      { ubigeo: '150122', calle: 'Av. Perú 100', referencia: 'r'.repeat(151) },
      { ubigeo: '150122', calle: 'Av. Perú 100 <b>' },
      { ubigeo: '150122', calle: 'Av. Perú 100', piso: 3 },
      { ubigeo: '150122' },
    ]) {
      const r = await book(elena, { idBeneficio: 16, ...slot, motivo: 'Fiebre alta', direccion });
      expect(r.status, JSON.stringify(direccion)).toBe(400);
      expect(c.apiErrorSchema.parse(r.body).error).toBe('solicitud_invalida');
    }
  });

  it('books a home visit inside the area, returns and lists its address, and confirms with it', async () => {
    const slot = futureSlot(4, '10:00');
    const booked = await book(elena, {
      idBeneficio: 16,
      ...slot,
      motivo: 'Fiebre alta',
      direccion: MIRAFLORES,
      metodo: 'sms',
    });
    expect(booked.body).toMatchObject({ codigo: 0, mensaje: c.mensajes.citaAgendada });
    const esperada = {
      ubigeo: '150122',
      distrito: 'Miraflores',
      calle: 'Av. José Larco 345, dpto. 501',
      referencia: 'Frente al parque Kennedy',
    };
    expect(booked.body.data!.direccion).toEqual(esperada);
    const cita = (await citas(elena)).find((x) => x.idAgenda === booked.body.data!.idAgenda)!;
    expect(cita.direccion).toEqual(esperada);

    const [sms] = await outbox('951234567');
    expect(sms!.asunto).toBe('Cita agendada: Médico a domicilio');
    expect(sms!.cuerpo).toContain(
      'Dirección: Av. José Larco 345, dpto. 501, Miraflores, Lima. Referencia: Frente al parque Kennedy.',
    );

    // Moving it keeps the address, and the new confirmation says it again.
    const moved = c.updateAgendaResponse.parse(
      (
        await s.call('POST', '/api/agendamientos/UpdateAgenda', {
          token: elena,
          body: { idAgenda: cita.idAgenda, ...futureSlot(5, '15:00'), metodo: 'sms' },
        })
      ).body,
    );
    expect(moved).toMatchObject({ codigo: 0, data: { direccion: esperada } });
    const [movedSms] = await outbox('951234567');
    expect(movedSms!.asunto).toBe('Cita reprogramada: Médico a domicilio');
    expect(movedSms!.cuerpo).toContain('Dirección: Av. José Larco 345, dpto. 501, Miraflores, Lima.');
    await s.call('POST', `/api/agendamientos/DeleteAgenda/${cita.idAgenda}`, { token: elena });
  });

  it('books a home blood test in Callao, and keeps no address on a benefit that is not a home visit', async () => {
    const callao = await book(carlos, {
      idBeneficio: 37,
      ...futureSlot(4, '09:00'),
      motivo: 'Control anual',
      direccion: { ubigeo: '070102', calle: 'Av. Guardia Chalaca 1200' },
    });
    expect(callao.body).toMatchObject({
      codigo: 0,
      data: {
        direccion: { ubigeo: '070102', distrito: 'Bellavista', calle: 'Av. Guardia Chalaca 1200', referencia: null },
      },
    });
    await s.call('POST', `/api/agendamientos/DeleteAgenda/${callao.body.data!.idAgenda}`, { token: carlos });

    const dental = await book(elena, {
      idBeneficio: 15,
      idLugar: 9,
      ...futureSlot(6, '09:00'),
      motivo: 'Dolor de muela',
      direccion: MIRAFLORES,
    });
    expect(dental.body).toMatchObject({ codigo: 0, data: { direccion: null } });
    await s.call('POST', `/api/agendamientos/DeleteAgenda/${dental.body.data!.idAgenda}`, { token: elena });
  });

  it('saves, lists and deletes addresses, keeps one copy of the same street, and only districts of the list', async () => {
    expect(await direcciones(elena)).toEqual([]);
    const first = await guardar(elena, MIRAFLORES);
    expect(first).toEqual({
      codigo: 0,
      mensaje: c.mensajes.direccionGuardada,
      data: {
        idDireccion: expect.any(Number),
        ubigeo: '150122',
        distrito: 'Miraflores',
        calle: MIRAFLORES.calle,
        referencia: MIRAFLORES.referencia,
      },
    });
    // The same street written another way is the same address; a new reference replaces the old one.
    const again = await guardar(elena, {
      ubigeo: '150122',
      calle: 'av jose  larco 345 dpto 501',
      referencia: 'Portón verde',
    });
    expect(again.data).toMatchObject({
      idDireccion: first.data!.idDireccion,
      calle: MIRAFLORES.calle,
      referencia: 'Portón verde',
    });
    expect(await direcciones(elena)).toHaveLength(1);

    expect(await guardar(elena, { ubigeo: '040101', calle: 'Calle Mercaderes 212' })).toEqual({
      codigo: 1,
      mensaje: c.mensajes.distritoFueraDeLista,
      data: null,
    });
    expect(
      (await s.call('POST', '/api/Profile/GuardarDireccion', { token: elena, body: { ...MIRAFLORES, extra: 1 } }))
        .status,
    ).toBe(400);

    expect(await eliminar(elena, first.data!.idDireccion)).toEqual({
      codigo: 0,
      mensaje: c.mensajes.direccionEliminada,
    });
    expect(await eliminar(elena, first.data!.idDireccion)).toEqual({
      codigo: 1,
      mensaje: c.mensajes.direccionNoEncontrada,
    });
    expect(await direcciones(elena)).toEqual([]);
  });

  it(`keeps at most ${c.MAX_DIRECCIONES} addresses per account, parallel saves included`, async () => {
    for (let i = 1; i <= c.MAX_DIRECCIONES - 1; i++)
      expect((await guardar(elena, { ubigeo: '150131', calle: `Av. Javier Prado ${i}00` })).codigo).toBe(0);
    const answers = await Promise.all(
      [1, 2, 3].map((i) => guardar(elena, { ubigeo: '150140', calle: `Av. Caminos del Inca ${i}00` })),
    );
    expect(answers.filter((a) => a.codigo === 0)).toHaveLength(1);
    expect(
      answers.filter(
        (a) =>
          a.codigo === 1 &&
          a.mensaje === 'Ya tienes 5 direcciones guardadas. Elimina una en Configuración de perfil para guardar otra.',
      ),
    ).toHaveLength(2);
    expect(await direcciones(elena)).toHaveLength(c.MAX_DIRECCIONES);
    // Full, the same address is still answered as saved: nothing new is kept.
    expect((await guardar(elena, { ubigeo: '150131', calle: 'Av. Javier Prado 100' })).codigo).toBe(0);
    expect(await direcciones(elena)).toHaveLength(c.MAX_DIRECCIONES);
  });

  it("shows and deletes only the customer's own addresses", async () => {
    const elenas = await direcciones(elena);
    expect(elenas.length).toBeGreaterThan(0);
    expect(await direcciones(jose)).toEqual([]);
    for (const d of elenas)
      expect(await eliminar(jose, d.idDireccion)).toEqual({ codigo: 1, mensaje: c.mensajes.direccionNoEncontrada });
    expect(await direcciones(elena)).toEqual(elenas);
    const own = await guardar(jose, { ubigeo: '150101', calle: 'Jr. Lampa 500' });
    expect(own.codigo).toBe(0);
    expect(await eliminar(elena, own.data!.idDireccion)).toMatchObject({ codigo: 1 });
    expect(await direcciones(jose)).toHaveLength(1);
  });
});
