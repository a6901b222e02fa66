/**
 * The session rules (app/domain/session.ts) and the benefit catalogue they read load with a session, not with an
 * anonymous visitor's first page. Everything that sets a profile loads them first (persistSession does), so code
 * that runs only with a profile reads them synchronously.
 */
type SessionRules = typeof import('../domain/session');

let rules: SessionRules | undefined;

export async function loadSessionRules(): Promise<SessionRules> {
  return (rules ??= await import('../domain/session'));
}

/** The loaded rules; only where a profile exists. */
export function sessionRules(): SessionRules {
  if (!rules) throw new Error('Las reglas de sesión se usan antes de cargarse');
  return rules;
}
