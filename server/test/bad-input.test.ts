import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as c from '../http/contract.ts';
import { endpoints, type EndpointName } from '../http/contract.ts';
import { startServer, type TestServer } from './harness.ts';

const UUID = '3f1f6a52-2f0c-4f7e-9d55-0c3b8f1b2a10';
const CAPTCHA = 'c'.repeat(43);
const CLAVE = Buffer.alloc(64, 1).toString('base64');
const REVISION = Buffer.from('Nueva#Clave26').toString('base64');

/** A well-formed input for each endpoint, the starting point of every mutation below. */
const examples: Record<
  EndpointName,
  { params?: Record<string, string>; query?: Record<string, string>; body?: Record<string, unknown> }
> = {
  captchaToken: { query: { action: 'submit' } },
  validarUsuario: { body: { tipoIdentificacion: 8, usuario: '45678912', tokenCaptcha: CAPTCHA } },
  registroPaso1: {
    body: {
      identificacion: '45678912',
      tipoIdentificacion: 8,
      tokenCaptcha: CAPTCHA,
      nombres: 'María',
      fono: '',
      email: '',
      clave: '',
      socios: ['7706-1'],
    },
  },
  confirmarCodigo: { body: { idusuario: 1, codigo: '123456', tokenCaptcha: CAPTCHA } },
  registroPaso2: {
    body: {
      fono: '987654321',
      idusuario: 1,
      email: 'a@example.pe',
      clave: CLAVE,
      claveRevision: REVISION,
      tokenCaptcha: CAPTCHA,
    },
  },
  isGuest: { body: { tipoIdentificacion: 8, usuario: '45000222' } },
  login: { body: { ip: '127.0.0.1', usuario: '41234567', password: CLAVE, tokenCaptcha: CAPTCHA, tipo: 1 } },
  obtenerSession: {},
  logout: { params: { userId: 'MQ==' } },
  updateUser: { body: { email: 'b@example.pe', fono: '987654321' } },
  recuperaContrasena: { body: { tipoIdentificacion: 8, usuario: '41234567', tokenCaptcha: CAPTCHA } },
  envioCodigo: { body: { tipoIdentificacion: 8, usuario: '41234567', metodo: 'sms', tokenCaptcha: CAPTCHA } },
  cambiarContrasena: {
    body: {
      tipoIdentificacion: 8,
      usuario: '41234567',
      codigo: '123456',
      clave: CLAVE,
      claveRevision: REVISION,
      tokenCaptcha: CAPTCHA,
    },
  },
  registrarUserLibre: { body: { identificacion: '47000009', tipoIdentificacion: 8, nombres: 'Ana', idProducto: 7442 } },
  listarInvitados: {},
  retirarInvitado: { params: { id: '1' } },
  actualizarDatosPersonales: {
    body: {
      nombres: 'Ana',
      apellidoPaterno: 'Paz',
      apellidoMaterno: 'Ruiz',
      numeroCelular: '987654321',
      correoElectronico: 'c@example.pe',
    },
  },
  actualizarPassword: {
    body: { claveActual: CLAVE, claveNueva: CLAVE, claveRevision: REVISION, tokenCaptcha: CAPTCHA },
  },
  confirmarContacto: { body: { canal: 'correo', codigo: '123456' } },
  contactosPorConfirmar: {},
  cancelarContacto: { body: { canal: 'correo' } },
  miSeguro: {},
  listarDirecciones: {},
  // referencia is optional: the mutations below remove every key and expect a 400.
  guardarDireccion: { body: { ubigeo: '150122', calle: 'Av. José Larco 345' } },
  eliminarDireccion: { params: { id: '1' } },
  obtenerRecordatorios: {},
  guardarRecordatorios: { body: { canal: 'sms' } },
  crmEnviarPaqueteBeneficio: { query: { namePaqueteBenef: 'Salud' } },
  crmSendUsoBeneficio: { body: { beneficioUsado: 'Telemedicina' } },
  crmSendCitaCancel: { body: { cancelCitaName: 'Telemedicina', fechaAgenda: '2026-12-01' } },
  crmEnviarSeleccionBeneficio: { body: { beneficio: 'Ambulancia' } },
  guardarEncuesta: { body: { valor: 'Neutro', ruta: '/ecosistema' } },
  actualizarEncuesta: { body: { cod: 1, comentario: 'Bien' } },
  obtenerCitasDisponibles: { body: { idBeneficio: 2, desde: '2026-12-01', dias: 3 } },
  listarCitas: {},
  lugares: { query: { idBeneficio: '8', ubigeo: '150122' } },
  agregarAgenda: { body: { idBeneficio: 5, fecha: '2026-12-01', hora: '10:00', claveIdempotencia: UUID } },
  agregarAgendaSalud: { body: { idBeneficio: 2, fecha: '2026-12-01', hora: '10:00', claveIdempotencia: UUID } },
  updateAgenda: { body: { idAgenda: 1, fecha: '2026-12-01', hora: '10:00' } },
  deleteAgenda: { params: { id: '1' } },
  mensajeAgendar: { params: { id: '1' }, query: { metodo: 'sms' } },
  validarDocumento: { query: { id: 'abcdefgh1234', documento: '41234567' } },
  agregarCoworking: { body: { semanaInicio: '2026-12-07', claveIdempotencia: UUID } },
  updateCoworking: { body: { idCoworking: 1, semanaInicio: '2026-12-07' } },
  deleteCoworking: { params: { id: '1' } },
  mensajeCoworking: { params: { id: '1' }, query: { metodo: 'correo' } },
  listarReservas: {},
  obtenerSala: { body: { idSala: 'abcdefgh1234', usuario: 'portal', clave: 'sala-demo' } },
  obtenerLinks: { body: { idSala: 'abcdefgh1234' } },
  finalizarSala: { body: { idSala: 'abcdefgh1234' } },
  logUser: {
    body: {
      idUsuario: 'MQ==',
      ciudad_localizacion: 'Lima',
      fechaServidor: '2026-11-21',
      horaServidor: '10:00',
      fechaLocal: '21/11/2026',
      horaLocal: '10:00',
      direccion_ip: '127.0.0.1',
      pagina: '/ecosistema',
      control: 'boton',
      extra: 123456789,
    },
  },
  devOutbox: { query: { destino: 'a@example.pe' } },
};

const SCRIPT = '<script>alert(1)</script>';

function urlOf(name: EndpointName, params = examples[name].params, query = examples[name].query): string {
  const path = c.buildPath(endpoints[name].path, params ?? {});
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `/api${path}${search}`;
}

/** JSON text of arrays nested `depth` deep (JSON.stringify itself would overflow on such a value). */
function nested(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}

/** Same value with the other JSON type, so the schema must refuse it. */
function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'doce';
  if (Array.isArray(value)) return 'lista';
  return ['x'];
}

describe('bad input', () => {
  let s: TestServer;
  let token: string;
  let counts: Record<string, number>;

  beforeAll(async () => {
    s = await startServer();
    token = await s.login('41234567', 'Beneficio#2026');
    counts = await s.app.store.tableCounts();
  });
  afterAll(() => s.close());

  const names = Object.keys(endpoints) as EndpointName[];

  const send = (
    name: EndpointName,
    options: { url?: string; body?: unknown; raw?: string; auth?: boolean; contentType?: string } = {},
  ) =>
    s.call(endpoints[name].method, options.url ?? urlOf(name), {
      body: options.body,
      raw: options.raw,
      contentType: options.contentType,
      token: options.auth === false ? undefined : token,
    });

  const expectInvalid = (r: { status: number; body: any }) => {
    expect(r.status).toBe(400);
    const body = c.apiErrorSchema.parse(r.body);
    expect(body.error).toBe('solicitud_invalida');
  };

  for (const name of names) {
    const def = endpoints[name];
    const example = examples[name];
    describe(`${def.method} ${def.path}`, () => {
      if (def.auth === 'bearer') {
        it('answers 401 without a token or with a dead one', async () => {
          const none = await send(name, { body: example.body, auth: false });
          expect(none.status).toBe(401);
          expect(none.body).toEqual(c.apiErrors.noAutorizado.body);
          const bad = await s.call(def.method, urlOf(name), { body: example.body, token: 'x'.repeat(43) });
          expect(bad.status).toBe(401);
        });
      }

      if (def.method === 'POST') {
        it('refuses malformed JSON and oversized bodies', async () => {
          const malformed = await send(name, { raw: '{"a": ' });
          expect(malformed.status).toBe(400);
          expect(malformed.body).toEqual(c.apiErrors.jsonInvalido.body);
          const huge = await send(name, { raw: JSON.stringify({ relleno: 'x'.repeat(70 * 1024) }) });
          expect(huge.status).toBe(413);
          expect(c.apiErrorSchema.parse(huge.body).error).toBe('cuerpo_demasiado_grande');
          const plain = await send(name, { raw: 'hola', contentType: 'text/plain' });
          expect(plain.status).toBe(415);
        });
      }

      if (example.body) {
        const body = example.body;
        it('refuses missing fields, wrong types, unknown keys and non-objects', async () => {
          for (const key of Object.keys(body)) {
            const { [key]: _removed, ...rest } = body;
            if (key === 'comentario') continue; // optional by contract
            expectInvalid(await send(name, { body: rest }));
            expectInvalid(await send(name, { body: { ...body, [key]: wrongType(body[key]) } }));
          }
          expectInvalid(await send(name, { body: { ...body, extra: 1 } }));
          // Hostile nesting, in a field and as the whole body: a 400 before anything walks it.
          const [firstKey] = Object.keys(body);
          expectInvalid(
            await send(name, {
              raw: JSON.stringify({ ...body, [firstKey!]: 'HONDO' }).replace('"HONDO"', nested(10_000)),
            }),
          );
          expectInvalid(await send(name, { raw: '['.repeat(10_000) + ']'.repeat(10_000) }));
          expectInvalid(await send(name, { raw: '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000) }));
          expectInvalid(await send(name, { body: [] }));
          expectInvalid(await send(name, { body: 'texto' }));
          expectInvalid(await send(name, { body: null }));
        });
      }

      const strings = [
        ...Object.entries(example.body ?? {})
          .filter(([, v]) => typeof v === 'string')
          .map(([k]) => ['body', k] as const),
        ...Object.keys(example.query ?? {}).map((k) => ['query', k] as const),
        ...Object.keys(example.params ?? {}).map((k) => ['params', k] as const),
      ];
      if (strings.length > 0) {
        it('refuses script-like strings in every text field', async () => {
          for (const [where, key] of strings) {
            for (const attack of [SCRIPT]) {
              const r =
                where === 'body'
                  ? await send(name, { body: { ...example.body, [key]: attack } })
                  : where === 'query'
                    ? await send(name, {
                        url: urlOf(name, example.params, { ...example.query, [key]: attack }),
                        body: example.body,
                      })
                    : await send(name, {
                        url: urlOf(name, { ...example.params, [key]: attack }, example.query),
                        body: example.body,
                      });
              expect(r.status, `${where}.${key} = ${attack}`).toBe(400);
            }
          }
        });
      }
    });
  }

  it('refuses bad path parameters and queries', async () => {
    expectInvalid(await s.call('POST', '/api/agendamientos/DeleteAgenda/abc', { token }));
    expectInvalid(await s.call('POST', '/api/agendamientos/DeleteAgenda/-1', { token }));
    expectInvalid(await s.call('GET', '/api/agendamientos/MensajeAgendar/1?metodo=fax', { token }));
    expectInvalid(await s.call('GET', '/api/captcha/token?action=otra'));
    expectInvalid(await s.call('GET', '/api/captcha/token'));
  });

  it('answers unknown routes with 404 in Spanish', async () => {
    for (const [method, url] of [
      ['GET', '/api/nada'],
      ['POST', '/api/Login/Nada'],
      ['GET', '/api/Login/IniciarSession'],
      ['DELETE', '/api/agendamientos/ListarCitas'],
      ['POST', '/nada'],
    ]) {
      const r = await s.call(method!, url!);
      expect(r.status, `${method} ${url}`).toBe(404);
      expect(r.body).toEqual(c.apiErrors.noEncontrado.body);
    }
  });

  it('stored nothing and keeps serving', async () => {
    const after = await s.app.store.tableCounts();
    // Only the login's captcha tokens and session, and the per-address request counters, may have moved;
    // every data table is untouched.
    const { captcha_tokens: _a, sessions: _b, rate_limits: _c, ...before } = counts;
    const { captcha_tokens: _d, sessions: _e, rate_limits: _f, ...now } = after;
    expect(now).toEqual(before);
    expect(await s.app.store.integrityCheck()).toBe('ok');
    expect((await s.call('GET', '/health')).status).toBe(200);
    await s.login('70011223', 'Cuotas#Lima2026');
  });
});
