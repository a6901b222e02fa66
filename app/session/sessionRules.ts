/**
 * The session rules (app/domain/session.ts) and the benefit catalogue they read load with a session, not with an
 * anonymous visitor's first page. The session provider keeps them beside the profile they were loaded for.
 */
export type SessionRules = typeof import('../domain/session');

export function loadSessionRules(): Promise<SessionRules> {
  return import('../domain/session');
}
