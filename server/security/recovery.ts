import type { AppContext } from '../context.ts';

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
    mayRequestCode(documento: string): boolean {
      return events.countByDocument(documento, 'codigo_solicitado', ctx.now() - HOUR) < RECOVERY_LIMITS.codesPerHour;
    },
    mayGuessCode(documento: string): boolean {
      return events.countByDocument(documento, 'codigo_fallido', ctx.now() - DAY) < RECOVERY_LIMITS.wrongGuessesPerDay;
    },
  };
}
