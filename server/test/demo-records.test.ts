import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as c from '../http/contract.ts';
import { readDemoRegistry } from '../seed/seed.ts';
import { activate as activateAccount } from './activation.ts';
import { startServer, type TestServer } from './harness.ts';
import registryFile from '../seed/demo-policyholders.json' with { type: 'json' };

/** Every record of the demo registry can enter the portal and gets the profile the registry implies. */
describe('demo registry', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(() => s.close());

  const records = readDemoRegistry();

  /** Activates a record without an account through step 1, the code sent to its phone on record, and step 2, as the portal does. */
  async function activate(record: (typeof records)[number], password: string) {
    const tipoIdentificacion = record.tipoIdentificacion as 6 | 8;
    const known = c.validarUsuarioResponse.parse(
      (
        await s.call('POST', '/api/Register/ValidarUsuario', {
          body: { tipoIdentificacion, usuario: record.identificacion, tokenCaptcha: await s.captcha() },
        })
      ).body,
    );
    expect(known.mensajeExtra).toBe(record.products.length > 0 ? 'yes_quest' : 'no_quest');
    const socios = record.products.length > 0 ? record.products.slice(0, 2) : ['0000'];
    const contact = { email: `${record.identificacion}@example.pe`, fono: '955000111' };
    await activateAccount(
      s,
      {
        identificacion: record.identificacion,
        tipoIdentificacion,
        nombres: record.nombres,
        socios,
        codeTo: record.contactoRegistrado!.fono!,
      },
      { ...contact, password },
    );
    return contact;
  }

  it('holds every record of the registry file unchanged', () => {
    // The registry's records come first, unchanged; our supplement (demo-policies.json) adds customers after them.
    expect(records.slice(0, registryFile.policyholders.length)).toEqual(registryFile.policyholders);
    expect(records.length).toBeGreaterThanOrEqual(12);
  });

  for (const record of records) {
    it(`${record.identificacion} (${record.account ? 'logs in' : 'activates, then logs in'})`, async () => {
      const password = record.account?.password ?? 'Activa#2026ok';
      const contact = record.account ?? (await activate(record, password));
      const token = await s.login(record.identificacion, password);
      const response = await s.call('GET', '/api/Login/obtenerSession', { token });
      const profile = c.obtenerSessionResponse.parse(response.body).data;
      expect(profile).toMatchObject({
        nombres: record.nombres,
        apellidoPaterno: record.apellidoPaterno,
        apellidoMaterno: record.apellidoMaterno,
        identificacion: record.identificacion,
        dicTipoDocumento: record.tipoIdentificacion,
        correoElectronico: contact.email,
        numeroCelular: contact.fono,
        perfiles: record.perfiles,
        perfilesUs: record.perfiles,
        globalPlan: record.plans,
        planServicio: record.plans[0]?.servicio ?? '',
        datosProductos: record.datosProductos,
        grupoPreferencia: record.preferenceGroup,
        invitado: record.guest !== undefined,
        nroinvitado: records.filter((r) => r.guest?.hostIdentificacion === record.identificacion).length,
        idProducto: record.guest?.idProducto ?? null,
        encuesta: 0,
        globalUsuName: record.nombres,
        globalUsuSurname: `${record.apellidoPaterno} ${record.apellidoMaterno}`,
      });
      expect(Number(Buffer.from(profile.idUsuario, 'base64').toString())).toBeGreaterThan(0);
    });
  }

  it('refuses unknown documents at step 1', async () => {
    for (const usuario of registryFile.unknownDocuments) {
      const known = c.validarUsuarioResponse.parse(
        (
          await s.call('POST', '/api/Register/ValidarUsuario', {
            body: { tipoIdentificacion: 8, usuario, tokenCaptcha: await s.captcha() },
          })
        ).body,
      );
      expect(known.mensajeExtra).toBe('no_quest');
      const step1 = c.step1Response.parse(
        (
          await s.call('POST', '/api/Register/RegistroPaso1', {
            body: {
              identificacion: usuario,
              tipoIdentificacion: 8,
              tokenCaptcha: await s.captcha(),
              nombres: 'Nadie',
              fono: '',
              email: '',
              clave: '',
              socios: ['0000'],
            },
          })
        ).body,
      );
      expect(step1).toMatchObject({ Codigo: 1, user: null });
    }
  });

  it('lets a guest invited through the portal activate with the guest option', async () => {
    const host = await s.login('41234567', 'Beneficio#2026');
    const invited = await s.call('POST', '/api/Login/RegistrarUserLibre', {
      token: host,
      contentType: 'text/json',
      body: {
        identificacion: '47123456',
        tipoIdentificacion: 8,
        nombres: 'Lucía',
        idProducto: 7443,
        fono: '912345000',
      },
    });
    expect(invited.body).toEqual({ codigo: 0, mensaje: c.mensajes.invitadoRegistrado });
    const record = {
      ...records[0]!,
      identificacion: '47123456',
      nombres: 'Lucía',
      products: [],
      contactoRegistrado: { fono: '912345000' },
    };
    await activate(record, 'Invitada#2026');
    const token = await s.login('47123456', 'Invitada#2026');
    const profile = c.obtenerSessionResponse.parse(
      (await s.call('GET', '/api/Login/obtenerSession', { token })).body,
    ).data;
    expect(profile).toMatchObject({ invitado: true, nroinvitado: 0, idProducto: 7443, perfiles: [], planServicio: '' });
    const hostProfile = c.obtenerSessionResponse.parse(
      (await s.call('GET', '/api/Login/obtenerSession', { token: host })).body,
    ).data;
    expect(hostProfile).toMatchObject({ invitado: false, nroinvitado: 3 });
  });
});
