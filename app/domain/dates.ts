/**
 * The words of a Lima appointment as the portal's messages and sentences write them: "martes 24 de noviembre,
 * 10:00 a. m.". Dates are calendar dates (`YYYY-MM-DD`) and times wall-clock times (`HH:mm`) in Lima, read as UTC so
 * no time zone moves the day. A day outside the current year carries its year ("lunes 4 de enero de 2027"): each
 * caller says which year is current, Lima's at the moment the text is written (`yearInLima` of a message's sending
 * time, of the screen's clock), so no text is ambiguous across New Year.
 *
 * The server (SMS, e-mail, the video room) and the domain's sentences use these; the component library formats its
 * own cards with the same words (`formatAppointmentDateTime` from ui/index.ts), and tests/unit/dates-agree.test.ts
 * keeps the two equal. Our own tables, not `Intl.DateTimeFormat`, whose first use loads the locale's data on a phone.
 */

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;
// es-PE writes "setiembre".
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

/**
 * "martes 24 de noviembre": the day as a Peruvian message writes it, with its year only when it is not in
 * `currentYear` ("lunes 4 de enero de 2027", "viernes 5 de diciembre de 2025").
 */
export function formatDay(isoDate: string, currentYear: number): string {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const written = `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} de ${MONTHS[date.getUTCMonth()]}`;
  return date.getUTCFullYear() === currentYear ? written : `${written} de ${date.getUTCFullYear()}`;
}

/** "15 de marzo de 2027": a day as a sentence names it when it is not near (a waiting period's end, a renewal). */
export function formatLongDay(isoDate: string): string {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  return `${day} de ${MONTHS[month - 1] ?? ''} de ${year}`;
}

/** "10:00 a. m." / "3:00 p. m." from "10:00", "15:00:00" or "9:00": the 12-hour clock of es-PE. */
export function formatTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'a. m.' : 'p. m.'}`;
}

/** "sábado 28 de noviembre, 10:00 a. m.", or "lunes 4 de enero de 2027, 9:00 a. m." outside `currentYear`. */
export function formatAppointmentDateTime(isoDate: string, time: string, currentYear: number): string {
  return `${formatDay(isoDate, currentYear)}, ${formatTime(time)}`;
}

/**
 * "9:00 a. m." as one unit for the screen: no-break spaces, so "a. m." never starts a line of its own. Unlike a
 * `noWrap` span it still gives way where nothing else would fit: with the text at 200 % on a 320 px phone a button's
 * words break anywhere (the page's `overflow-wrap`), and the time with them, rather than spill out. Messages, the
 * calendar file and sentences read aloud keep plain spaces (`formatTime`).
 */
export function timeAsOneWord(time: string): string {
  return formatTime(time).replaceAll(' ', '\u00a0');
}

/** "las 9:45 a. m.", and "la 1:45 p. m." for one o'clock, as a sentence says "a las…" / "a la…". */
export function theTime(time: string): string {
  const written = formatTime(time);
  return `${written.startsWith('1:') ? 'la' : 'las'} ${written}`;
}
