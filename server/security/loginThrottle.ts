import type { SecurityEventsStore } from '../db/securityEvents.ts';

/**
 * Per-account brute-force protection in the spirit of Keycloak's: after a few consecutive failures each
 * further one locks the document for longer (15 s, 30 s, 1 min … up to 15 min); attempts while locked
 * are refused without checking the password and do not count; a success or a password reset clears it.
 * Failures older than 12 hours are forgotten. Counted per document number, so a document without an
 * account locks exactly like one with it.
 */
export const LOGIN_THROTTLE = {
  freeFailures: 2,
  firstLockMs: 15_000,
  maxLockMs: 15 * 60_000,
  forgetAfterMs: 12 * 60 * 60_000,
  /** From this failure on the holder is told by e-mail, once per lock streak. */
  notifyAtFailure: 5,
} as const;

export function lockDurationMs(failures: number): number {
  const over = failures - LOGIN_THROTTLE.freeFailures;
  if (over <= 0) return 0;
  return Math.min(LOGIN_THROTTLE.maxLockMs, LOGIN_THROTTLE.firstLockMs * 2 ** (over - 1));
}

/** "Vuelve a intentarlo en 15 minutos": whole minutes, at least one. */
export function lockMessage(lockedUntil: number, now: number): string {
  const minutes = Math.max(1, Math.ceil((lockedUntil - now) / 60_000));
  const when = minutes === 1 ? '1 minuto' : `${minutes} minutos`;
  return `Por tu seguridad bloqueamos el ingreso a esta cuenta por varios intentos fallidos. Vuelve a intentarlo en ${when} o restablece tu contraseña.`;
}

export function loginThrottle(store: SecurityEventsStore) {
  return {
    /** The end of the current lock, or null when the document may try now. */
    lockedUntil(documento: string, now: number): number | null {
      const row = store.throttle(documento);
      return row && row.locked_until > now ? row.locked_until : null;
    },
    /** Counts a failure; returns the new failure count and lock end. */
    fail(documento: string, now: number): { failures: number; lockedUntil: number } {
      const row = store.throttle(documento);
      const fresh = !row || now - row.last_failure_at > LOGIN_THROTTLE.forgetAfterMs;
      const failures = fresh ? 1 : row.failures + 1;
      const lockedUntil = now + lockDurationMs(failures);
      store.saveThrottle({ documento, failures, last_failure_at: now, locked_until: lockedUntil });
      return { failures, lockedUntil };
    },
    clear(documento: string): void {
      store.clearThrottle(documento);
    },
  };
}
