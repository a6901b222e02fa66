import type { Profile } from '../api/contract';
import { config } from '../config';
import type { SecureStorage, StorageLike } from '../domain/storage';
import { storageKeys, type StorageKey } from '../domain/storageKeys';
import { loadSessionRules } from './sessionRules';

/** Web storage that may be missing (private mode, tests): a no-op stand-in keeps the portal working. */
function browserStorage(): StorageLike {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage;
  } catch {
    // Access denied: fall through.
  }
  return { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
}

/**
 * The encrypted keys of spec section 3 (token, user, preferences, modules, encuesta). The encryption code loads on
 * the first read or write (a restore, a login), so an anonymous visitor's pages never carry it; removing needs no
 * decryption and happens at once.
 */
export function createSessionStorage(): SecureStorage {
  const storage = browserStorage();
  let secure: Promise<SecureStorage> | undefined;
  const load = () =>
    (secure ??= import('../domain/storage').then(({ createSecureStorage }) =>
      createSecureStorage({ storage, secret: config.storageSecret }),
    )).catch((error: unknown) => {
      secure = undefined; // a failed download is tried again on the next read or write
      throw error;
    });
  const remove = (key: StorageKey) => {
    try {
      storage.removeItem(key);
    } catch {
      // Storage unavailable: nothing to remove.
    }
  };
  return {
    get: async (key) => (await load()).get(key),
    set: async (key, value) => (await load()).set(key, value),
    remove,
    clear: () => storageKeys.forEach(remove),
    hasSession: async () => (await load()).hasSession(),
  };
}

/** Writes everything a restore needs after a login or a profile refresh. */
export async function persistSession(storage: SecureStorage, token: string, profile: Profile): Promise<void> {
  const { modulesOf, surveyAnswered } = await loadSessionRules();
  await Promise.all([
    storage.set('token', token),
    storage.set('user', profile),
    storage.set('modules', modulesOf(profile)),
    storage.set('encuesta', surveyAnswered(profile) ? 1 : 0),
  ]);
}
