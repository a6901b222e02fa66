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
      return events.recordWithin(
        { ...event, kind: 'codigo_solicitado' },
        { by: 'documento', since: now - HOUR, max: RECOVERY_LIMITS.codesPerHour },
        now,
      );
    },
    /**
     * Takes one of the document's wrong guesses of the day before the code is checked (recorded as a failure), or
     * null when none is left. Counted and recorded under one lock, so parallel guesses on any instance cannot pass the
     * bound together; a guess that proves right gives its failure back (`right`).
     */
    async takeGuess(event: Omit<SecurityEvent, 'kind'>): Promise<{ right: () => Promise<void> } | null> {
      const now = ctx.now();
      const id = await events.takeWithin(
        { ...event, kind: 'codigo_fallido' },
        { by: 'documento', since: now - DAY, max: RECOVERY_LIMITS.wrongGuessesPerDay },
        now,
      );
      return id === null ? null : { right: () => events.withdraw(id) };
    },
  };
}
