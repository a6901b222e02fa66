import type { storedSchemas } from './storedSchemas.ts';

/**
 * The local-storage keys of spec section 3. Apart from the encryption (storage.ts), so removing them (a logout, an
 * expired session) needs none of it.
 */
export type StorageKey = keyof typeof storedSchemas;
export const storageKeys: StorageKey[] = ['token', 'user', 'preferences', 'modules', 'encuesta'];
