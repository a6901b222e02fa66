/**
 * Appointment dates are calendar dates (`YYYY-MM-DD`) and wall-clock times (`HH:mm`) in Lima.
 * They are formatted as UTC midnight so no time zone shifts the day, wherever the code runs.
 */
const locale = 'es-PE';

function toUtcDate(isoDate: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
}

const long = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });

/** "sábado, 28 de noviembre de 2026" */
export function formatLongDate(isoDate: string): string {
  return long.format(toUtcDate(isoDate));
}

/** The three parts of a day tile: "sáb", "28", "nov." */
export function formatDayParts(isoDate: string): { weekday: string; day: string; month: string } {
  const date = toUtcDate(isoDate);
  return { weekday: weekday.format(date), day: String(date.getUTCDate()), month: month.format(date) };
}

/** "10:00" from "10:00", "10:00:00" or "9:00", always 24-hour with two-digit hours. */
export function formatTime(time: string): string {
  const [h = '0', m = '0'] = time.split(':');
  return `${h.padStart(2, '0')}:${m.padStart(2, '0').slice(0, 2)}`;
}

/** "sábado, 28 de noviembre de 2026 · 10:00" */
export function formatAppointmentDateTime(isoDate: string, time: string): string {
  return `${formatLongDate(isoDate)} · ${formatTime(time)}`;
}
