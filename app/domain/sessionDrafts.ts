/**
 * Forms a logged-in customer was filling keep a draft in the tab (sessionStorage) under this prefix, so an expired
 * session costs no re-typing; a logout on purpose removes them all. Apart from the forms' code, so the session
 * (in every page's first script) can remove them without loading it.
 */
export const SESSION_DRAFT_PREFIX = 'beneficios:borrador:';

export function forgetSessionDrafts(): void {
  try {
    for (const key of Object.keys(window.sessionStorage))
      if (key.startsWith(SESSION_DRAFT_PREFIX)) window.sessionStorage.removeItem(key);
  } catch {
    // No storage: nothing was kept.
  }
}
