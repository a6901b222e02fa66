/**
 * How many upcoming appointments one customer may hold at a time: of one service (the same service in several
 * families counts as one) and in all. The booking refuses past them (server/db/bookings.ts, ADR 0015) and each
 * benefit's page states them (ruleSentences.ts): both read these numbers. Only a test server raises them
 * (`BOOKING_LIMIT_PER_BENEFIT`, `BOOKING_LIMIT_TOTAL`).
 */
export const CITAS_PROXIMAS = { porServicio: 3, total: 10 } as const;
