import type { Profile } from '../api/contract';
import { config } from '../config';
import { createSecureStorage, type SecureStorage, type StorageLike } from '../domain/storage';
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
 * The encrypted keys of spec section 3 (token, user, preferences, modules, encuesta). The encryption code comes with
 * every page (about 1 KB): a reload of the logged-in area reads the stored session with it before anything shows, and
 * a module loaded on first use would cost that reload one more round trip. Removing needs no decryption.
 */
export function createSessionStorage(): SecureStorage {
  const storage = browserStorage();
  let secure: SecureStorage | undefined;
  const load = () => (secure ??= createSecureStorage({ storage, secret: config.storageSecret }));
  const remove = (key: StorageKey) => {
    try {
      storage.removeItem(key);
    } catch {
      // Storage unavailable: nothing to remove.
    }
  };
  return {
    get: (key) => load().get(key),
    set: (key, value) => load().set(key, value),
    remove,
    clear: () => storageKeys.forEach(remove),
    hasSession: () => load().hasSession(),
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
