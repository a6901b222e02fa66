import { describe, expect, it } from 'vitest';
import { formatAppointmentDateTime, formatDay, formatDayParts, formatTime } from './formatDate';

describe('appointment date formatting (es-PE)', () => {
  it('writes the day and a 12-hour time as a Peruvian message does', () => {
    expect(formatAppointmentDateTime('2026-11-24', '10:00')).toBe('martes 24 de noviembre, 10:00 a. m.');
    expect(formatAppointmentDateTime('2026-01-01', '9:00')).toBe('jueves 1 de enero, 9:00 a. m.');
    expect(formatAppointmentDateTime('2026-09-05', '15:00')).toBe('sábado 5 de setiembre, 3:00 p. m.');
    expect(formatDay('2026-11-29')).toBe('domingo 29 de noviembre');
  });

  it('never shifts the day, whatever the time zone of the device', () => {
    const parts = formatDayParts('2026-11-29');
    expect(parts.day).toBe('29');
    expect(parts.weekday).toMatch(/^dom/i);
    expect(parts.month).toMatch(/^nov/i);
  });

  it('normalises times to the 12-hour clock', () => {
    expect(formatTime('08:00:00')).toBe('8:00 a. m.');
    expect(formatTime('12:00')).toBe('12:00 p. m.');
    expect(formatTime('16:30')).toBe('4:30 p. m.');
    expect(formatTime('00:15')).toBe('12:15 a. m.');
  });
});
