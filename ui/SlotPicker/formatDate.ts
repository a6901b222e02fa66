/**
 * Appointment dates are calendar dates (`YYYY-MM-DD`) and wall-clock times (`HH:mm`) in Lima.
 * They are formatted as UTC midnight so no time zone shifts the day, wherever the code runs.
 * This file is pure (no CSS, no React): the reference server writes its SMS and e-mails with it too,
 * so a customer reads the same "martes 24 de noviembre, 10:00 a. m." on screen and in a message.
 */
const locale = 'es-PE';

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'setiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

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

/** "martes 24 de noviembre": the day as a Peruvian message writes it (no year, plain spaces). */
export function formatDay(isoDate: string): string {
  const date = toUtcDate(isoDate);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} de ${MONTHS[date.getUTCMonth()]}`;
}

/** The three parts of a day tile: "sáb", "28", "nov." */
export function formatDayParts(isoDate: string): { weekday: string; day: string; month: string } {
  const date = toUtcDate(isoDate);
  return { weekday: weekday.format(date), day: String(date.getUTCDate()), month: month.format(date) };
}

/** "10:00 a. m." / "3:00 p. m." from "10:00", "15:00:00" or "9:00": the 12-hour clock of es-PE, plain spaces. */
export function formatTime(time: string): string {
  const [h = '0', m = '0'] = time.split(':');
  const hours = Number(h);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${m.padStart(2, '0').slice(0, 2)} ${hours < 12 ? 'a. m.' : 'p. m.'}`;
}

/** "sábado 28 de noviembre, 10:00 a. m." */
export function formatAppointmentDateTime(isoDate: string, time: string): string {
  return `${formatDay(isoDate)}, ${formatTime(time)}`;
}
