import type { Store } from '../db/index.ts';

export interface LockedLoginTally {
  /** Answers with codigo 0. */
  accepted: number;
  /** Wrong passwords that were checked (each counted as a failure). */
  checkedWrong: number;
  /** Attempts refused unchecked because the document was locked. */
  refusedLocked: number;
  /** The document is locked now. */
  locked: boolean;
}

/** What a batch of logins of one document came to, from its answers and the security events the server wrote. */
export async function lockedLoginTally(
  store: Store,
  documento: string,
  answers: Array<{ codigo: number }>,
): Promise<LockedLoginTally> {
  const events = await store.securityEvents.eventsFor(documento, null, 1_000);
  const throttle = await store.securityEvents.throttle(documento);
  return {
    accepted: answers.filter((a) => a.codigo === 0).length,
    checkedWrong: events.filter((e) => e.kind === 'login_fallido').length,
    refusedLocked: events.filter((e) => e.kind === 'login_bloqueado').length,
    locked: throttle !== undefined && throttle.locked_until > Date.now(),
  };
}
