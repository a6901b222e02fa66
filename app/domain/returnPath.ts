/**
 * Where the login sends a customer back to after a deep link (a reminder's link to /ecosistema/citas opened while
 * logged out) or an expired session. Only a path of this portal is accepted, never an address elsewhere: the value
 * travels in the navigation state and could be crafted, so the login page checks it where it reads it; the route
 * guard and the session, in every page's first script, only hand the path over.
 */

/** The stand-in origin against which a path is resolved; anything that leaves it is refused. */
const ORIGIN = 'https://portal.invalid';

const RETURNABLE = [/^\/ecosistema(\/|$)/, /^\/videollamada\//];

/** The navigation state under which the path travels to /inicia. */
export interface ReturnState {
  volver: string;
}

/** The same-origin /ecosistema or /videollamada path (with its query and hash) to return to, or null. */
export function returnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2000) return null;
  // Control characters and backslashes are read by some browsers as part of a scheme-relative address.
  if (/[\p{Cc}\\]/u.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || !RETURNABLE.some((rule) => rule.test(url.pathname))) return null;
  return url.pathname + url.search + url.hash;
}

/** The path carried by a navigation state, if it is one to return to. */
export function returnPathFromState(state: unknown): string | null {
  return state && typeof state === 'object' ? returnPath((state as Partial<ReturnState>).volver) : null;
}
