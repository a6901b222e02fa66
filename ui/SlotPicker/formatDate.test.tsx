import { describe, expect, it } from 'vitest';
import { formatAppointmentDateTime, formatDayParts, formatTime } from './formatDate';

describe('appointment date formatting (es-PE)', () => {
  it('writes the full date and a 24-hour time', () => {
    expect(formatAppointmentDateTime('2026-11-28', '10:00')).toBe('sábado, 28 de noviembre de 2026 · 10:00');
    expect(formatAppointmentDateTime('2026-01-01', '9:00')).toBe('jueves, 1 de enero de 2026 · 09:00');
  });

  it('never shifts the day, whatever the time zone of the device', () => {
    const parts = formatDayParts('2026-11-29');
    expect(parts.day).toBe('29');
    expect(parts.weekday).toMatch(/^dom/i);
    expect(parts.month).toMatch(/^nov/i);
  });

  it('normalises times', () => {
    expect(formatTime('08:00:00')).toBe('08:00');
    expect(formatTime('16:30')).toBe('16:30');
  });
});
