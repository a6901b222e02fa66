import type { Profile } from '../api/contract';
import { config } from '../config';
import { createSecureStorage, type SecureStorage, type StorageLike } from '../domain/storage';
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

/** The encrypted keys of spec section 3 (token, user, preferences, modules, encuesta). */
export function createSessionStorage(): SecureStorage {
  return createSecureStorage({ storage: browserStorage(), secret: config.storageSecret });
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
