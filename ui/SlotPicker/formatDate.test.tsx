import { describe, expect, it } from 'vitest';
import { formatAppointmentDateTime, formatDay, formatDayParts, formatLongDate, formatTime } from './formatDate';

describe('appointment date formatting (es-PE)', () => {
  it('writes the day and a 12-hour time as a Peruvian message does', () => {
    expect(formatAppointmentDateTime('2026-11-24', '10:00')).toBe('martes 24 de noviembre, 10:00 a. m.');
    expect(formatAppointmentDateTime('2026-01-01', '9:00')).toBe('jueves 1 de enero, 9:00 a. m.');
    expect(formatAppointmentDateTime('2026-09-05', '15:00')).toBe('sábado 5 de setiembre, 3:00 p. m.');
    expect(formatDay('2026-11-29')).toBe('domingo 29 de noviembre');
  });

  it('writes the year of a day outside `currentYear`, and never reads the clock for it', () => {
    expect(formatAppointmentDateTime('2027-01-04', '09:00', 2026)).toBe('lunes 4 de enero de 2027, 9:00 a. m.');
    expect(formatAppointmentDateTime('2025-10-06', '08:00', 2026)).toBe('lunes 6 de octubre de 2025, 8:00 a. m.');
    expect(formatAppointmentDateTime('2026-11-24', '10:00', 2026)).toBe('martes 24 de noviembre, 10:00 a. m.');
    // Without it, no year, whatever the date today.
    expect(formatDay('2030-01-07')).toBe('lunes 7 de enero');
  });

  it('never shifts the day, whatever the time zone of the device', () => {
    const parts = formatDayParts('2026-11-29');
    expect(parts.day).toBe('29');
    expect(parts.weekday).toMatch(/^dom/i);
    expect(parts.month).toMatch(/^nov/i);
  });

  it('writes every day as es-PE does with Intl, without loading its data', () => {
    const long = new Intl.DateTimeFormat('es-PE', { dateStyle: 'full', timeZone: 'UTC' });
    const weekday = new Intl.DateTimeFormat('es-PE', { weekday: 'short', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat('es-PE', { month: 'short', timeZone: 'UTC' });
    // Every day of 2024 (a leap year) to 2031, and the first and last day the portal could meet.
    const start = Date.UTC(2024, 0, 1);
    const days = [
      ...Array.from({ length: 8 * 366 }, (_, i) => start + i * 86_400_000),
      Date.UTC(2000, 1, 29),
      Date.UTC(2099, 11, 31),
    ];
    for (const time of days) {
      const date = new Date(time);
      const iso = date.toISOString().slice(0, 10);
      expect(formatLongDate(iso), iso).toBe(long.format(date));
      expect(formatDayParts(iso), iso).toEqual({
        weekday: weekday.format(date),
        day: String(date.getUTCDate()),
        month: month.format(date),
      });
    }
  });

  it('normalises times to the 12-hour clock', () => {
    expect(formatTime('08:00:00')).toBe('8:00 a. m.');
    expect(formatTime('12:00')).toBe('12:00 p. m.');
    expect(formatTime('16:30')).toBe('4:30 p. m.');
    expect(formatTime('00:15')).toBe('12:15 a. m.');
  });
});
