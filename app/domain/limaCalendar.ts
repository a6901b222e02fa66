/**
 * Lima's calendar and wall clock. Peru keeps UTC−5 all year (no daylight saving since 1994), so Lima's wall clock is
 * the UTC clock moved back five hours and no time-zone database is needed: `Intl`'s first use with a time zone loads
 * one, a task of about 60 ms on a mid-range phone. Dates are `YYYY-MM-DD`; a date is read at noon UTC, so no offset
 * moves its day.
 */

export const LIMA_OFFSET_MS = -5 * 60 * 60 * 1000;

/** "YYYY-MM-DDTHH:mm" of an instant (milliseconds since the epoch) in Lima. */
export function limaDateTime(now: number): string {
  return new Date(now + LIMA_OFFSET_MS).toISOString().slice(0, 16);
}

/** The day it is in Lima at `now`. */
export function todayInLima(now: Date | number): string {
  return limaDateTime(typeof now === 'number' ? now : now.getTime()).slice(0, 10);
}

/** The calendar year it is in Lima at `now`: from 1 January 00:00 in Lima, that is 05:00 UTC. */
export function yearInLima(now: Date | number): number {
  return Number(todayInLima(now).slice(0, 4));
}

/** The instant the next year begins in Lima: when a day of that year stops being written with its year. */
export function nextNewYearInLima(now: number): number {
  return Date.parse(`${yearInLima(now) + 1}-01-01T00:00:00Z`) - LIMA_OFFSET_MS;
}

/** The instant the next day begins in Lima: when a day's date, and what is said from it, changes. */
export function nextMidnightInLima(now: number): number {
  return Date.parse(`${addDays(todayInLima(now), 1)}T00:00:00Z`) - LIMA_OFFSET_MS;
}

/** Whether a text is a day of the calendar written as `YYYY-MM-DD` ("2026-02-30" and "2026-13-45" are not). */
export function isCalendarDay(text: string): boolean {
  const date = new Date(`${text}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The day of the week of a date: 0 for Sunday to 6 for Saturday. */
export function weekdayOf(fecha: string): number {
  return new Date(`${fecha}T12:00:00Z`).getUTCDay();
}

export function addDays(fecha: string, days: number): string {
  const date = new Date(`${fecha}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
