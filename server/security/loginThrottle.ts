import type { SecurityEventsStore, ThrottleRow } from '../db/securityEvents.ts';

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

/** What a guarded password check came to: refused unchecked, right, or wrong (with the failure count it reached). */
export type GuardedCheck =
  | { outcome: 'locked'; lockedUntil: number }
  | { outcome: 'right' }
  | { outcome: 'wrong'; failures: number; lockedUntil: number };

/**
 * When a lock that began with the last failure ends; 0 while the failures are still free. Not that failure's own time:
 * a parallel attempt that arrived a moment before it, and reaches the check after it, would read that as a lock.
 */
function lockEnd(lastFailureAt: number, failures: number): number {
  const duration = lockDurationMs(failures);
  return duration > 0 ? lastFailureAt + duration : 0;
}

const isFresh = (row: ThrottleRow | undefined, now: number): row is ThrottleRow =>
  row !== undefined && now - row.last_failure_at <= LOGIN_THROTTLE.forgetAfterMs;

/** The row after one more failure at `now`: a row older than the forgetting time starts again from 1. */
function withFailure(documento: string, current: ThrottleRow | undefined, now: number): ThrottleRow {
  const failures = isFresh(current, now) ? current.failures + 1 : 1;
  return { documento, failures, last_failure_at: now, locked_until: lockEnd(now, failures) };
}

export function loginThrottle(store: SecurityEventsStore) {
  /** Counts a failure (atomically, whichever instance sees it); returns the new failure count and lock end. */
  const fail = async (documento: string, now: number): Promise<{ failures: number; lockedUntil: number }> => {
    const row = (await store.changeThrottle(documento, (current) => withFailure(documento, current, now)))!;
    return { failures: row.failures, lockedUntil: row.locked_until };
  };

  /** The current lock (or null) and the failures still remembered, for deciding how a login is served. */
  const state = async (
    documento: string,
    now: number,
  ): Promise<{ lockedUntil: number | null; recentFailures: number }> => {
    const row = await store.throttle(documento);
    return {
      lockedUntil: row && row.locked_until > now ? row.locked_until : null,
      recentFailures: isFresh(row, now) ? row.failures : 0,
    };
  };

  return {
    state,
    /** The end of the current lock, or null when the document may try now. */
    async lockedUntil(documento: string, now: number): Promise<number | null> {
      return (await state(documento, now)).lockedUntil;
    },
    /**
     * Counts a wrong password already checked elsewhere (`recordFailedPassword`). A check that has not happened yet
     * should go through `guard` instead: counting after the check lets parallel checks all pass a lock's start.
     */
    fail,
    recordFailedPassword: fail,
    /**
     * Checks a password of `documento` under its lock, whatever runs in parallel on any instance. The attempt is
     * counted as a failure before `check` runs, in the same transaction that reads the lock: so the third attempt
     * locks the document before its password is even hashed, and a fourth sent a moment later, anywhere, is refused
     * unchecked. A right password then takes back its own attempt and every failure counted before it; attempts
     * reserved after it stay counted, and their lock is measured again from what remains. A `check` that throws
     * (a 503 from the hash queue) leaves its attempt counted: never checking costs a guess, never grants one.
     */
    async guard(documento: string, now: number, check: () => Promise<boolean>): Promise<GuardedCheck> {
      let refusedUntil = null as number | null;
      const reserved = await store.changeThrottle(documento, (current) => {
        refusedUntil = current && current.locked_until > now ? current.locked_until : null;
        // Refused attempts are not counted: the row stays as it is.
        return refusedUntil !== null ? current! : withFailure(documento, current, now);
      });
      if (refusedUntil !== null) return { outcome: 'locked', lockedUntil: refusedUntil };
      const attempt = reserved!.failures;
      if (!(await check())) return { outcome: 'wrong', failures: attempt, lockedUntil: reserved!.locked_until };
      await store.changeThrottle(documento, (current) => {
        // Only what this attempt saw can be forgotten; a reset or an operator may have cleared it already.
        const left = (current?.failures ?? 0) - attempt;
        if (!current || left <= 0) return null;
        return { ...current, failures: left, locked_until: lockEnd(current.last_failure_at, left) };
      });
      return { outcome: 'right' };
    },
    clear(documento: string): Promise<void> {
      return store.clearThrottle(documento);
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
