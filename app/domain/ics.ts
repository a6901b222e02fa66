import { addDays } from './limaCalendar.ts';

/**
 * "Agregar a mi calendario": an iCalendar (RFC 5545) file for an appointment or a coworking week.
 * Pure text building, no browser API, so Node tests it directly. Times are Lima wall-clock times
 * (UTC−5 all year, no daylight saving) written in UTC, which every calendar understands.
 */

export const LIMA_UTC_OFFSET_HOURS = -5;

/** A timed event: a date and hour in Lima, lasting `minutes`. */
export interface TimedEvent {
  kind: 'timed';
  fecha: string;
  hora: string;
  minutes: number;
}

/** An all-day span, both dates included (a coworking week, Monday to Saturday). */
export interface AllDayEvent {
  kind: 'allDay';
  desde: string;
  hasta: string;
}

export interface CalendarEvent {
  /** Stable id, e.g. "cita-12@beneficios": the same appointment updates the calendar entry. */
  uid: string;
  when: TimedEvent | AllDayEvent;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
}

const CRLF = '\r\n';

/** YYYYMMDDTHHMMSSZ of an instant. */
function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The UTC instant of a Lima date and time. */
export function limaToUtc(fecha: string, hora: string): Date {
  const [y, m, d] = fecha.split('-').map(Number);
  const [hh, mm] = hora.split(':').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, (hh ?? 0) - LIMA_UTC_OFFSET_HOURS, mm ?? 0));
}

function dateValue(fecha: string): string {
  return fecha.replace(/-/g, '');
}

/** TEXT escaping of RFC 5545 §3.3.11. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (§3.1), never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

function eventLines(event: CalendarEvent, now: Date): string[] {
  const lines = [`BEGIN:VEVENT`, `UID:${escapeText(event.uid)}`, `DTSTAMP:${utcStamp(now)}`];
  if (event.when.kind === 'timed') {
    const start = limaToUtc(event.when.fecha, event.when.hora);
    const end = new Date(start.getTime() + event.when.minutes * 60_000);
    lines.push(`DTSTART:${utcStamp(start)}`, `DTEND:${utcStamp(end)}`);
  } else {
    // DTEND of an all-day event is the day after the last one (exclusive).
    lines.push(
      `DTSTART;VALUE=DATE:${dateValue(event.when.desde)}`,
      `DTEND;VALUE=DATE:${dateValue(addDays(event.when.hasta, 1))}`,
    );
  }
  lines.push(`SUMMARY:${escapeText(event.summary)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push('END:VEVENT');
  return lines;
}

/** The whole .ics file: CRLF line endings, folded lines, one VEVENT per event. */
export function buildIcs(events: readonly CalendarEvent[], now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Beneficios//Portal//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flatMap((event) => eventLines(event, now)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A file name safe for every system: "cita-telemedicina-2026-11-24.ics". */
export function icsFileName(summary: string, fecha: string): string {
  const slug = summary
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'cita'}-${fecha}.ics`;
}
