import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints, buildPath, profileSchema, step1Request, type EndpointName } from './contract.ts';

const captcha = 'c'.repeat(40);
const clave = btoa('k'.repeat(64)); // 88 base64 characters, the length of a transformed password
const uuid = '3f1c2b9e-8d4a-4c6b-9f0e-1a2b3c4d5e6f';
const claveRevision = btoa('Nueva#Clave26'); // a new password sealed for the server's password policy

/** One valid request per endpoint, in the shape the contract accepts. */
const validRequests: Partial<Record<EndpointName, { params?: unknown; query?: unknown; body?: unknown }>> = {
  captchaToken: { query: { action: 'submit' } },
  validarUsuario: { body: { tipoIdentificacion: 8, usuario: '45678912', tokenCaptcha: captcha } },
  registroPaso1: {
    body: {
      identificacion: '45678912',
      tipoIdentificacion: 8,
      tokenCaptcha: captcha,
      nombres: 'María Fernanda Ñahui',
      fono: '',
      email: '',
      clave: '',
      socios: ['7706-1'],
    },
  },
  confirmarCodigo: { body: { idusuario: 12, codigo: '123456', tokenCaptcha: captcha } },
  registroPaso2: {
    body: { fono: '987654321', idusuario: 12, email: 'maria@example.pe', clave, claveRevision, tokenCaptcha: captcha },
  },
  isGuest: { body: { tipoIdentificacion: 8, usuario: '45000111' } },
  login: { body: { ip: '127.0.0.1', usuario: '41234567', password: clave, tokenCaptcha: captcha, tipo: 1 } },
  logout: { params: { userId: 'MTI=' } },
  updateUser: { body: { email: 'jose@example.pe', fono: '987654321' } },
  recuperaContrasena: { body: { tipoIdentificacion: 6, usuario: '001234567', tokenCaptcha: captcha } },
  envioCodigo: { body: { tipoIdentificacion: 8, usuario: '41234567', metodo: 'sms', tokenCaptcha: captcha } },
  cambiarContrasena: {
    body: { tipoIdentificacion: 8, usuario: '41234567', codigo: '123456', clave, claveRevision, tokenCaptcha: captcha },
  },
  registrarUserLibre: {
    body: { identificacion: '45000333', tipoIdentificacion: 8, nombres: 'Diego', idProducto: 7442 },
  },
  listarInvitados: {},
  retirarInvitado: { params: { id: 3 } },
  actualizarDatosPersonales: {
    body: {
      nombres: 'José Luis',
      apellidoPaterno: 'Rojas',
      apellidoMaterno: 'Flores',
      numeroCelular: '987654321',
      correoElectronico: 'jose@example.pe',
    },
  },
  actualizarPassword: { body: { claveActual: clave, claveNueva: clave, claveRevision, tokenCaptcha: captcha } },
  confirmarContacto: { body: { canal: 'correo', codigo: '123456' } },
  cancelarContacto: { body: { canal: 'sms' } },
  guardarDireccion: { body: { ubigeo: '150122', calle: 'Av. José Larco 345', referencia: 'Frente al parque' } },
  eliminarDireccion: { params: { id: 2 } },
  guardarRecordatorios: { body: { canal: 'sms' } },
  crmEnviarPaqueteBeneficio: { query: { namePaqueteBenef: 'Salud' } },
  crmSendUsoBeneficio: { body: { beneficioUsado: 'Telemedicina' } },
  crmSendCitaCancel: { body: { cancelCitaName: 'Nutrición', fechaAgenda: '2026-12-01' } },
  crmEnviarSeleccionBeneficio: { body: { beneficio: 'Ambulancia' } },
  guardarEncuesta: { body: { valor: 'Promotor', ruta: '/ecosistema/salud' } },
  actualizarEncuesta: { body: { cod: 4, comentario: 'Muy útil' } },
  obtenerCitasDisponibles: { body: { idBeneficio: 3, desde: '2026-12-01', dias: 7 } },
  lugares: { query: { idBeneficio: '22', ubigeo: '150122' } },
  agregarAgenda: { body: { idBeneficio: 4, fecha: '2026-12-01', hora: '09:00', claveIdempotencia: uuid } },
  agregarAgendaSalud: { body: { idBeneficio: 2, fecha: '2026-12-01', hora: '17:00', claveIdempotencia: uuid } },
  updateAgenda: { body: { idAgenda: 1, fecha: '2026-12-02', hora: '10:00' } },
  deleteAgenda: { params: { id: '7' }, query: {} },
  mensajeAgendar: {
    params: { id: '7' },
    query: { metodo: 'correo', linkUsuario: 'https://portal.example/videollamada/sala?id=abcdefgh' },
  },
  validarDocumento: { query: { id: 'abcdefgh12', documento: '45678912' } },
  agregarCoworking: { body: { semanaInicio: '2026-11-30', claveIdempotencia: uuid } },
  updateCoworking: { body: { idCoworking: 1, semanaInicio: '2026-12-07' } },
  deleteCoworking: { params: { id: 1 }, query: { metodo: 'sms' } },
  mensajeCoworking: { params: { id: '1' }, query: { metodo: 'sms' } },
  obtenerSala: { body: { idSala: 'abcdefgh12', usuario: 'portal', clave: 'secreto' } },
  obtenerLinks: { body: { idSala: 'abcdefgh12' } },
  finalizarSala: { body: { idSala: 'abcdefgh12' } },
  logUser: {
    body: {
      idUsuario: 'MTI=',
      ciudad_localizacion: 'Lima',
      fechaServidor: '2026-11-21',
      horaServidor: '10:00:00',
      fechaLocal: '21/11/2026',
      horaLocal: '10:00',
      direccion_ip: '127.0.0.1',
      pagina: '/ecosistema',
      control: 'timeout',
      extra: 123456789,
    },
  },
  devOutbox: { query: { destino: 'jose@example.pe' } },
};

const parts = ['params', 'query', 'body'] as const;

describe('endpoints table', () => {
  const names = Object.keys(endpoints) as EndpointName[];

  it('has unique method + path pairs and paths relative to the base', () => {
    const keys = names.map((n) => `${endpoints[n].method} ${endpoints[n].path.toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const n of names) expect(endpoints[n].path.startsWith('/')).toBe(true);
  });

  it.each(names)('%s accepts its valid example and rejects unknown keys and wrong types', (name) => {
    const def = endpoints[name] as unknown as Partial<Record<(typeof parts)[number], z.ZodType>>;
    const sample = validRequests[name] ?? {};
    for (const part of parts) {
      const schema = def[part];
      if (!schema) {
        expect(sample[part]).toBeUndefined();
        continue;
      }
      expect(schema.safeParse(sample[part]).success, `${name}.${part}`).toBe(true);
      expect(schema.safeParse({ ...(sample[part] as object), intruso: 'x' }).success).toBe(false);
      expect(schema.safeParse('texto').success).toBe(false);
      expect(schema.safeParse(null).success).toBe(false);
    }
  });

  it.each(names)('%s rejects an extra-long value in every string field', (name) => {
    const def = endpoints[name] as unknown as Partial<Record<(typeof parts)[number], z.ZodType>>;
    const sample = validRequests[name] ?? {};
    for (const part of parts) {
      const value = sample[part] as Record<string, unknown> | undefined;
      if (!def[part] || !value) continue;
      for (const [key, field] of Object.entries(value)) {
        if (typeof field !== 'string') continue;
        const long = { ...value, [key]: field + 'a'.repeat(5000) };
        expect(def[part].safeParse(long).success, `${name}.${part}.${key}`).toBe(false);
      }
    }
  });
});

describe('step 1 socios', () => {
  const base = validRequests.registroPaso1!.body as Record<string, unknown>;
  it.each([
    [[], true],
    [['7706-1'], true],
    [['7706-1', '7702-1'], true],
    [['0000'], true],
    [['7706-1', '7702-1', '7704-1'], false],
    [['0000', '7706-1'], false],
    [['7706-1', '7706-1'], false],
    [['9999-1'], false],
  ])('%j → %s', (socios, ok) => {
    expect(step1Request.safeParse({ ...base, socios }).success).toBe(ok);
  });

  it('refuses contact data in step 1 and names with digits', () => {
    expect(step1Request.safeParse({ ...base, email: 'a@b.pe' }).success).toBe(false);
    expect(step1Request.safeParse({ ...base, nombres: 'Ana 2' }).success).toBe(false);
  });
});

describe('profile', () => {
  const profile = {
    nombres: 'José Luis',
    apellidoPaterno: 'Rojas',
    apellidoMaterno: 'Flores',
    numeroCelular: '987654321',
    correoElectronico: 'jose.rojas@example.pe',
    dicTipoDocumento: 8,
    identificacion: '41234567',
    invitado: false,
    nroinvitado: 0,
    planServicio: 'Proteccion',
    perfiles: ['Proteccion+Emprendimiento'],
    perfilesUs: ['Proteccion+Emprendimiento'],
    idUsuario: 'Mg==',
    datosProductos: [{ cobertura: 'Telemedicina', licencias: 1 }],
    globalPlan: [{ servicio: 'Proteccion', plan: 1 }],
    idProducto: null,
    grupoPreferencia: 1,
    encuesta: 0,
    globalUsuName: 'José Luis',
    globalUsuSurname: 'Rojas Flores',
  };
  it('parses the documented shape', () => expect(profileSchema.safeParse(profile).success).toBe(true));
  it.each([
    ['dicTipoDocumento', 7],
    ['identificacion', 41234567],
    ['grupoPreferencia', 3],
    ['encuesta', 2],
    ['idProducto', 7000],
    ['nombres', 'x'.repeat(101)],
  ])('rejects %s = %j', (key, value) => {
    expect(profileSchema.safeParse({ ...profile, [key]: value }).success).toBe(false);
  });
});

describe('buildPath', () => {
  it('fills and encodes parameters', () => {
    expect(buildPath(endpoints.logout.path, { userId: 'MTI=' })).toBe('/Login/Logout/MTI%3D');
    expect(buildPath(endpoints.deleteAgenda.path, { id: 9 })).toBe('/agendamientos/DeleteAgenda/9');
  });
  it('throws on a missing parameter', () => {
    expect(() => buildPath(endpoints.deleteAgenda.path)).toThrow();
  });
});

describe('400 details', () => {
  it('name each failing field', async () => {
    const { solicitudInvalida, apiErrorSchema, updateUserRequest } = await import('./contract.ts');
    const parsed = updateUserRequest.safeParse({ email: 'nope', fono: '12', extra: 1 });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const body = solicitudInvalida(parsed.error);
    expect(apiErrorSchema.safeParse(body).success).toBe(true);
    expect(body.mensaje).toBe('Los datos enviados no son válidos.');
    const campos = body.detalles?.map((d) => d.campo);
    expect(campos).toContain('email');
    expect(campos).toContain('fono');
    expect(body.detalles?.find((d) => d.campo === 'email')?.mensaje).toBe('Ingrese un correo válido.');
  });
});

describe('docs/api.md', () => {
  it('documents every endpoint of the table', async () => {
    const { readFileSync } = await import('node:fs');
    const doc = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
    for (const [name, def] of Object.entries(endpoints)) {
      const documented = def.path.replace(/:([A-Za-z]+)/g, '{$1}');
      expect(doc.includes(`${def.method} ${documented}`), `${name}: ${def.method} ${documented}`).toBe(true);
    }
  });
});

describe('document by type', () => {
  it.each([
    [8, '45678912', true],
    [8, '001234567', false],
    [8, '4567891', false],
    [6, '001234567', true],
    [6, '123456', true],
  ] as const)('type %i with %s → %s', async (tipoIdentificacion, usuario, ok) => {
    const { isGuestRequest, registrarUserLibreRequest } = await import('./contract.ts');
    expect(isGuestRequest.safeParse({ tipoIdentificacion, usuario }).success).toBe(ok);
    expect(
      registrarUserLibreRequest.safeParse({
        identificacion: usuario,
        tipoIdentificacion,
        nombres: 'Ana',
        idProducto: 7443,
      }).success,
    ).toBe(ok);
  });

  it('names the field in the issue', async () => {
    const { isGuestRequest } = await import('./contract.ts');
    const r = isGuestRequest.safeParse({ tipoIdentificacion: 8, usuario: '1234567' });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([
      'usuario',
      'Documento debe incluir 8 números',
    ]);
  });
});
