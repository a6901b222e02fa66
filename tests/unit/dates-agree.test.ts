import { describe, expect, it } from 'vitest';
import * as portal from '../../app/domain/dates.ts';
import * as library from '../../ui/SlotPicker/formatDate.ts';

/** Every day of two years, as `YYYY-MM-DD`. */
const days = Array.from({ length: 2 * 366 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10));

// A customer reads the same date on a card of the library and in the portal's SMS, e-mail and video room.
describe('the portal and the library write a date alike', () => {
  const times = Array.from(
    { length: 48 },
    (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
  );

  it('every day of two years, read in either year', () => {
    for (const currentYear of [2026, 2027]) {
      expect(days.filter((d) => portal.formatDay(d, currentYear) !== library.formatDay(d, currentYear))).toEqual([]);
    }
  });

  it('the library, told no year, writes what the portal writes for a day of the current year', () => {
    expect(days.filter((d) => library.formatDay(d) !== portal.formatDay(d, Number(d.slice(0, 4))))).toEqual([]);
  });

  it('every half hour, with or without seconds', () => {
    expect(
      times.filter(
        (t) =>
          portal.formatTime(t) !== library.formatTime(t) ||
          portal.formatTime(`${t}:00`) !== library.formatTime(`${t}:00`),
      ),
    ).toEqual([]);
    expect(portal.formatAppointmentDateTime('2026-11-24', '9:05', 2026)).toBe(
      library.formatAppointmentDateTime('2026-11-24', '9:05', 2026),
    );
    expect(portal.formatAppointmentDateTime('2027-01-04', '09:00', 2026)).toBe(
      library.formatAppointmentDateTime('2027-01-04', '09:00', 2026),
    );
  });

  it('tells a difference apart', () => {
    expect(portal.formatDay('2026-09-01', 2026)).toBe('martes 1 de setiembre');
    expect(library.formatAppointmentDateTime('2027-01-04', '09:00', 2026)).toBe('lunes 4 de enero de 2027, 9:00 a. m.');
    expect(portal.formatTime('00:00')).toBe('12:00 a. m.');
  });
});

// "15 de marzo de 2027" is written from our own months; es-PE's formatter, loaded in a test, says the same.
describe('a long day reads as es-PE writes it', () => {
  const longDay = new Intl.DateTimeFormat('es-PE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

  it('every day of two years', () => {
    expect(days.filter((d) => portal.formatLongDay(d) !== longDay.format(new Date(`${d}T12:00:00Z`)))).toEqual([]);
    expect(portal.formatLongDay('2027-09-01')).toBe('1 de setiembre de 2027');
  });
});
