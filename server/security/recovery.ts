import type { AppContext } from '../context.ts';
import type { SecurityEvent } from '../db/securityEvents.ts';

/** Reset codes: at most this many sent per document in an hour, and this many wrong guesses per document a day, across codes. */
export const RECOVERY_LIMITS = {
  codesPerHour: 3,
  wrongGuessesPerDay: 10,
} as const;

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

export function recoveryLimits(ctx: AppContext) {
  const events = ctx.store.securityEvents;
  return {
    /** Records the code request unless the hour's allowance of the document is used up (then false). */
    takeCodeRequest(event: Omit<SecurityEvent, 'kind'>): Promise<boolean> {
      const now = ctx.now();
      return events.recordWithin({ ...event, kind: 'codigo_solicitado' }, { by: 'documento', since: now - HOUR, max: RECOVERY_LIMITS.codesPerHour }, now);
    },
    async mayGuessCode(documento: string): Promise<boolean> {
      return (await events.countByDocument(documento, 'codigo_fallido', ctx.now() - DAY)) < RECOVERY_LIMITS.wrongGuessesPerDay;
    },
  };
}
