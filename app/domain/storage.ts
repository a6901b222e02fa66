import type { z } from 'zod';
import type { storedSchemas } from './storedSchemas.ts';
import { storageKeys, type StorageKey } from './storageKeys.ts';

/**
 * Local-storage keys of spec section 3, encrypted with AES-GCM (Web Crypto) under a key
 * derived from the configured secret. Each value is JSON, checked against its schema when written;
 * anything that fails to decrypt or parse, or an older format's value that fails today's schema, is treated as
 * absent and removed.
 * Format: "<format>." + base64(12-byte IV ‖ ciphertext); the format and the key name are bound as additional data,
 * so a value copied under another key, or relabelled as another format, does not decrypt.
 * The schemas (and zod with them) load on the first write or the first read of an older format, not with the page.
 */

export { storageKeys, type StorageKey };
export type StoredValue<K extends StorageKey> = z.infer<(typeof storedSchemas)[K]>;

const loadSchemas = () => import('./storedSchemas.ts').then((m) => m.storedSchemas);

/**
 * The format `set` writes, raised whenever a stored schema changes. A value in this format was checked when written
 * against the schemas of today, so reading it needs neither zod nor the schemas: a restored session opens its page
 * without waiting for them. storage.test.ts keeps each format's schemas by fingerprint and fails until the format is
 * raised; the fingerprint (their JSON Schema) does not show a custom refinement or an object's strictness, so a
 * change to those raises the format by hand. A build that does not know the current format (a rollback) reads the
 * stored session as absent, and the customer logs in again.
 */
export const STORED_FORMAT = 'v2';
/** Formats written by earlier schemas: their values are checked against today's as they are read. */
const OLDER_FORMATS = ['v1'];

/** The part of the Web Storage interface we use (localStorage in the browser, a fake in tests). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SecureStorage {
  get<K extends StorageKey>(key: K): Promise<StoredValue<K> | null>;
  /** false when the value is invalid or the storage refuses it (quota, private mode). */
  set<K extends StorageKey>(key: K, value: StoredValue<K>): Promise<boolean>;
  remove(key: StorageKey): void;
  /** Removes every key (logout). */
  clear(): void;
  /** A session is authenticated when both token and user are present and read (decrypted; checked if older). */
  hasSession(): Promise<boolean>;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** What a value is bound to besides its key: its format (v1, the first, bound the key alone). */
function boundData(format: string, key: StorageKey): Uint8Array<ArrayBuffer> {
  return encoder.encode(format === 'v1' ? key : `${format}:${key}`);
}

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

async function deriveKey(secret: string): Promise<CryptoKey> {
  const raw = await crypto.subtle.digest('SHA-256', encoder.encode(secret));
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

export function createSecureStorage(options: { storage: StorageLike; secret: string }): SecureStorage {
  const { storage } = options;
  const keyPromise = deriveKey(options.secret);

  function safeRemove(key: StorageKey) {
    try {
      storage.removeItem(key);
    } catch {
      // Storage unavailable: nothing to remove.
    }
  }

  async function get<K extends StorageKey>(key: K): Promise<StoredValue<K> | null> {
    let stored: string | null;
    try {
      stored = storage.getItem(key);
    } catch {
      return null;
    }
    if (stored === null) return null;
    try {
      const [format = ''] = stored.split('.', 1);
      if (format !== STORED_FORMAT && !OLDER_FORMATS.includes(format)) throw new Error('unknown format');
      const bytes = fromBase64(stored.slice(format.length + 1));
      if (bytes.length <= 12) throw new Error('too short');
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: bytes.slice(0, 12), additionalData: boundData(format, key) },
        await keyPromise,
        bytes.slice(12),
      );
      const value: unknown = JSON.parse(decoder.decode(plain));
      if (format === STORED_FORMAT) return value as StoredValue<K>;
      const parsed = (await loadSchemas())[key].safeParse(value);
      if (!parsed.success) throw new Error('schema');
      return parsed.data as StoredValue<K>;
    } catch {
      // Corrupt, foreign or from another secret: treat as absent.
      safeRemove(key);
      return null;
    }
  }

  async function set<K extends StorageKey>(key: K, value: StoredValue<K>): Promise<boolean> {
    // What is stored is what the schema returns (unknown keys dropped): a read in this format returns it as is.
    const parsed = (await loadSchemas())[key].safeParse(value);
    if (!parsed.success) return false;
    try {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const cipher = await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: boundData(STORED_FORMAT, key) },
        await keyPromise,
        encoder.encode(JSON.stringify(parsed.data)),
      );
      const out = new Uint8Array(12 + cipher.byteLength);
      out.set(iv);
      out.set(new Uint8Array(cipher), 12);
      storage.setItem(key, `${STORED_FORMAT}.${toBase64(out)}`);
      return true;
    } catch {
      return false;
    }
  }

  return {
    get,
    set,
    remove: safeRemove,
    clear: () => storageKeys.forEach(safeRemove),
    hasSession: async () => (await get('token')) !== null && (await get('user')) !== null,
  };
}
