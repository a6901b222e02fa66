import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Profile } from '../api/contract.ts';
import { createSecureStorage, STORED_FORMAT, storageKeys, type StorageLike } from './storage.ts';
import { storedSchemas } from './storedSchemas.ts';

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const profile: Profile = {
  nombres: 'María Fernanda',
  apellidoPaterno: 'Quispe',
  apellidoMaterno: 'Huamán',
  numeroCelular: '987654321',
  correoElectronico: 'maria@example.pe',
  dicTipoDocumento: 8,
  identificacion: '45678912',
  invitado: false,
  nroinvitado: 0,
  planServicio: 'Salud',
  perfiles: ['Salud'],
  perfilesUs: ['Salud'],
  idUsuario: 'MQ==',
  datosProductos: [{ cobertura: 'Telemedicina', licencias: 2 }],
  globalPlan: [{ servicio: 'Salud', plan: 1 }],
  idProducto: null,
  grupoPreferencia: 0,
  encuesta: 1,
  globalUsuName: 'María Fernanda',
  globalUsuSurname: 'Quispe Huamán',
};

const token = 'token-de-sesion-0123456789abcdef';
const secret = 'secreto-de-prueba';

describe('secure storage', () => {
  it('round-trips every key', async () => {
    const storage = memoryStorage();
    const s = createSecureStorage({ storage, secret });
    expect(await s.set('token', token)).toBe(true);
    expect(await s.set('user', profile)).toBe(true);
    expect(await s.set('preferences', { ecosistema: 'salud', banner: false })).toBe(true);
    expect(await s.set('modules', { modSalud: true, modVida: false })).toBe(true);
    expect(await s.set('encuesta', 1)).toBe(true);
    expect(await s.get('token')).toBe(token);
    expect(await s.get('user')).toEqual(profile);
    expect(await s.get('preferences')).toEqual({ ecosistema: 'salud', banner: false });
    expect(await s.get('modules')).toEqual({ modSalud: true, modVida: false });
    expect(await s.get('encuesta')).toBe(1);
    expect(await s.hasSession()).toBe(true);
  });

  it('never stores clear text', async () => {
    const storage = memoryStorage();
    const s = createSecureStorage({ storage, secret });
    await s.set('user', profile);
    await s.set('token', token);
    const raw = [...storage.data.values()].join('');
    expect(raw).not.toContain('María');
    expect(raw).not.toContain(token);
    expect(storage.data.get('token')).toMatch(/^v2\.[A-Za-z0-9+/=]+$/);
  });

  it('uses a fresh IV each time', async () => {
    const storage = memoryStorage();
    const s = createSecureStorage({ storage, secret });
    await s.set('token', token);
    const first = storage.data.get('token');
    await s.set('token', token);
    expect(storage.data.get('token')).not.toBe(first);
  });

  it('treats absent values as null and has no session without both token and user', async () => {
    const s = createSecureStorage({ storage: memoryStorage(), secret });
    expect(await s.get('user')).toBeNull();
    await s.set('token', token);
    expect(await s.hasSession()).toBe(false);
  });

  it.each([
    ['clear text', JSON.stringify('hola')],
    ['an unknown format', 'v9.abc'],
    ['no format', 'abc'],
    ...['v1', 'v2'].flatMap((format) => [
      [`bad base64 (${format})`, `${format}.***`],
      [`too short (${format})`, `${format}.` + btoa('abc')],
      [`random bytes (${format})`, `${format}.` + btoa('x'.repeat(64))],
    ]),
    ['empty', ''],
  ])('treats %s as absent and removes it', async (_, value) => {
    const storage = memoryStorage();
    storage.data.set('token', value);
    const s = createSecureStorage({ storage, secret });
    expect(await s.get('token')).toBeNull();
    expect(storage.data.has('token')).toBe(false);
  });

  it('rejects values written with another secret', async () => {
    const storage = memoryStorage();
    await createSecureStorage({ storage, secret: 'otro' }).set('token', token);
    expect(await createSecureStorage({ storage, secret }).get('token')).toBeNull();
  });

  it('rejects a value copied under another key', async () => {
    const storage = memoryStorage();
    const s = createSecureStorage({ storage, secret });
    await s.set('encuesta', 1);
    storage.data.set('token', storage.data.get('encuesta')!);
    expect(await s.get('token')).toBeNull();
  });

  it('refuses to write values that do not match the key', async () => {
    const s = createSecureStorage({ storage: memoryStorage(), secret });
    // @ts-expect-error wrong type on purpose
    expect(await s.set('encuesta', 2)).toBe(false);
    // @ts-expect-error wrong type on purpose
    expect(await s.set('user', { nombres: 'x' })).toBe(false);
  });

  it('never crashes when the storage throws', async () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const s = createSecureStorage({ storage: broken, secret });
    expect(await s.get('token')).toBeNull();
    expect(await s.set('token', token)).toBe(false);
    expect(() => s.clear()).not.toThrow();
  });

  it('clears every key on logout', async () => {
    const storage = memoryStorage();
    const s = createSecureStorage({ storage, secret });
    await s.set('token', token);
    await s.set('user', profile);
    await s.set('encuesta', 0);
    storage.data.set('otra-app', 'x');
    s.clear();
    expect([...storage.data.keys()]).toEqual(['otra-app']);
    expect(storageKeys).toEqual(['token', 'user', 'preferences', 'modules', 'encuesta']);
  });

  it('never throws on arbitrary stored text (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (text) => {
        const storage = memoryStorage();
        storage.data.set('user', text);
        return (await createSecureStorage({ storage, secret }).get('user')) === null;
      }),
      { numRuns: 100 },
    );
  });

  describe('formats', () => {
    afterEach(() => vi.restoreAllMocks());

    /** A value as the first format (v1) wrote it: bound to its key alone. */
    async function writeV1(storage: StorageLike, key: string, value: unknown) {
      const raw = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
      const aes = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt']);
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const additionalData = new TextEncoder().encode(key);
      const plain = new TextEncoder().encode(JSON.stringify(value));
      const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData }, aes, plain));
      storage.setItem(key, 'v1.' + btoa(String.fromCharCode(...iv, ...cipher)));
    }

    it('reads a value in the current format without checking it again', async () => {
      const storage = memoryStorage();
      const s = createSecureStorage({ storage, secret });
      await s.set('user', profile);
      const check = vi.spyOn(storedSchemas.user, 'safeParse');
      expect(await s.get('user')).toEqual(profile);
      expect(check).not.toHaveBeenCalled();
    });

    it('stores what the schema returns, so a read returns what a check would', async () => {
      const s = createSecureStorage({ storage: memoryStorage(), secret });
      expect(await s.set('user', { ...profile, ajeno: 'x' } as Profile)).toBe(true);
      expect(await s.get('user')).toEqual(profile);
    });

    it("checks a value in an older format against today's schema, and keeps it when it passes", async () => {
      const storage = memoryStorage();
      await writeV1(storage, 'user', profile);
      const check = vi.spyOn(storedSchemas.user, 'safeParse');
      expect(await createSecureStorage({ storage, secret }).get('user')).toEqual(profile);
      expect(check).toHaveBeenCalledTimes(1);
    });

    it("removes a value in an older format that today's schema refuses", async () => {
      const storage = memoryStorage();
      await writeV1(storage, 'encuesta', 2);
      expect(await createSecureStorage({ storage, secret }).get('encuesta')).toBeNull();
      expect(storage.data.has('encuesta')).toBe(false);
    });

    it('does not decrypt a value relabelled as another format', async () => {
      const storage = memoryStorage();
      const s = createSecureStorage({ storage, secret });
      await s.set('encuesta', 1);
      storage.data.set('encuesta', storage.data.get('encuesta')!.replace(/^v2\./, 'v1.'));
      expect(await s.get('encuesta')).toBeNull();
      await writeV1(storage, 'encuesta', 2);
      storage.data.set('encuesta', storage.data.get('encuesta')!.replace(/^v1\./, 'v2.'));
      expect(await s.get('encuesta')).toBeNull();
      expect(storage.data.has('encuesta')).toBe(false);
    });

    it('changes whenever a stored schema changes', () => {
      // Values in the current format are read unchecked because they were checked by these very schemas. When this
      // fails, a stored schema changed: raise STORED_FORMAT in storage.ts, move the old one to OLDER_FORMATS, and
      // record the new fingerprint here under the new format. (A zod upgrade that writes JSON Schema differently
      // fails it too; raising the format then costs one check of each stored value.)
      const fingerprints: Record<string, string> = {
        v2: '622440381cfdc44f',
      };
      const schemas = Object.fromEntries(
        Object.entries(storedSchemas).map(([key, schema]) => [key, z.toJSONSchema(schema)]),
      );
      const fingerprint = createHash('sha256').update(JSON.stringify(schemas)).digest('hex').slice(0, 16);
      expect(fingerprint).toBe(fingerprints[STORED_FORMAT]);
    });
  });
});
