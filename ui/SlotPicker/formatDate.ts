/**
 * Appointment dates are calendar dates (`YYYY-MM-DD`) and wall-clock times (`HH:mm`) in Lima.
 * They are formatted as UTC midnight so no time zone shifts the day, wherever the code runs.
 * The portal's messages write the same words with their own module (app/domain/dates.ts, which the library cannot
 * import); tests/unit/dates-agree.test.ts keeps the two equal, so a customer reads the same
 * "martes 24 de noviembre, 10:00 a. m." on a card and in a message.
 *
 * A day outside the current year carries its year ("lunes 4 de enero de 2027"). These functions never read the
 * clock: the app passes the current year (Lima's, where the text is read) as `currentYear`; without it no year is
 * written, so a story or a test reads the same on any date.
 *
 * The words are our own tables, not `Intl.DateTimeFormat`: its first use loads the locale's data, which cost a
 * phone about 60 ms of blocked main thread on every page that merely imported this file. The tables are es-PE's
 * own words (CLDR's "setiembre", "Set."); a test compares them with `Intl` day by day.
 */

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
/** es-PE's short weekdays and months, as `Intl.DateTimeFormat('es-PE', { weekday / month: 'short' })` writes them. */
const WEEKDAYS_SHORT = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'] as const;
const MONTHS_SHORT = [
  'Ene.',
  'Feb.',
  'Mar.',
  'Abr.',
  'May.',
  'Jun.',
  'Jul.',
  'Ago.',
  'Set.',
  'Oct.',
  'Nov.',
  'Dic.',
] as const;

function toUtcDate(isoDate: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
}

/** "sábado, 28 de noviembre de 2026" */
export function formatLongDate(isoDate: string): string {
  const date = toUtcDate(isoDate);
  return `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} de ${MONTHS[date.getUTCMonth()]} de ${date.getUTCFullYear()}`;
}

/**
 * "martes 24 de noviembre": the day as a Peruvian message writes it (plain spaces), with its year when it is not in
 * `currentYear` ("lunes 4 de enero de 2027"). Without `currentYear`, never with its year.
 */
export function formatDay(isoDate: string, currentYear?: number): string {
  const date = toUtcDate(isoDate);
  const written = `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} de ${MONTHS[date.getUTCMonth()]}`;
  return currentYear === undefined || date.getUTCFullYear() === currentYear
    ? written
    : `${written} de ${date.getUTCFullYear()}`;
}

/** The three parts of a day tile: "sáb", "28", "Nov." */
export function formatDayParts(isoDate: string): { weekday: string; day: string; month: string } {
  const date = toUtcDate(isoDate);
  return {
    weekday: WEEKDAYS_SHORT[date.getUTCDay()]!,
    day: String(date.getUTCDate()),
    month: MONTHS_SHORT[date.getUTCMonth()]!,
  };
}

/** "10:00 a. m." / "3:00 p. m." from "10:00", "15:00:00" or "9:00": the 12-hour clock of es-PE, plain spaces. */
export function formatTime(time: string): string {
  const [h = '0', m = '0'] = time.split(':');
  const hours = Number(h);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${m.padStart(2, '0').slice(0, 2)} ${hours < 12 ? 'a. m.' : 'p. m.'}`;
}

/** "sábado 28 de noviembre, 10:00 a. m.", or "lunes 4 de enero de 2027, 9:00 a. m." outside `currentYear`. */
export function formatAppointmentDateTime(isoDate: string, time: string, currentYear?: number): string {
  return `${formatDay(isoDate, currentYear)}, ${formatTime(time)}`;
}
