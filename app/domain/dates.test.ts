import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAppointmentDateTime, formatDay, formatTime, timeAsOneWord } from './dates.ts';
import { nextNewYearInLima, yearInLima } from './limaCalendar.ts';

const at = (iso: string) => Date.parse(iso);

// A date is read against the year it is in Lima when the text is written: a day of another year says which.
describe('a day outside the current year carries its year', () => {
  it('a day of the current year reads as before', () => {
    expect(formatAppointmentDateTime('2026-11-24', '10:00', 2026)).toBe('martes 24 de noviembre, 10:00 a. m.');
    expect(formatDay('2026-12-31', 2026)).toBe('jueves 31 de diciembre');
  });

  it('a day of the next year, and one of a year gone (the history), say their year', () => {
    expect(formatAppointmentDateTime('2027-01-04', '09:00', 2026)).toBe('lunes 4 de enero de 2027, 9:00 a. m.');
    expect(formatDay('2027-01-09', 2026)).toBe('sábado 9 de enero de 2027');
    expect(formatAppointmentDateTime('2025-10-06', '08:00', 2026)).toBe('lunes 6 de octubre de 2025, 8:00 a. m.');
  });

  it('the year is "de" and four digits with plain spaces, as an SMS carries them', () => {
    const written = formatAppointmentDateTime('2027-01-04', '09:00', 2026);
    expect(written).not.toMatch(/[\u00a0\u202f]/);
    expect(written.replace(' de 2027', '')).toBe(formatAppointmentDateTime('2027-01-04', '09:00', 2027));
  });
});

// A button's label and a place's hours on screen: "a. m." never starts a line of its own.
describe('a time as one unit', () => {
  it('is the time of the messages with no-break spaces', () => {
    expect(timeAsOneWord('09:00')).toBe('9:00\u00a0a.\u00a0m.');
    expect(timeAsOneWord('13:30:00')).toBe('1:30\u00a0p.\u00a0m.');
    expect(timeAsOneWord('00:15')).toBe('12:15\u00a0a.\u00a0m.');
  });

  it('every half hour: no plain space left, and the same words as formatTime', () => {
    const times = Array.from(
      { length: 48 },
      (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
    );
    expect(times.filter((t) => / /.test(timeAsOneWord(t)))).toEqual([]);
    expect(times.filter((t) => timeAsOneWord(t).replaceAll('\u00a0', ' ') !== formatTime(t))).toEqual([]);
  });
});

describe("the current year is Lima's", () => {
  // 31 December at 23:59 in Lima is 1 January at 04:59 in UTC: still the old year there.
  const lastMinute = at('2026-12-31T23:59:59.999-05:00');
  const newYear = at('2027-01-01T00:00:00-05:00');

  it('turns at midnight in Lima, five hours after UTC', () => {
    expect(yearInLima(lastMinute)).toBe(2026);
    expect(yearInLima(at('2027-01-01T04:59:00Z'))).toBe(2026);
    expect(yearInLima(newYear)).toBe(2027);
    expect(yearInLima(new Date(newYear))).toBe(2027);
  });

  it('a text written a minute apart across New Year moves the year from one day to the other', () => {
    expect(formatDay('2027-01-01', yearInLima(lastMinute))).toBe('viernes 1 de enero de 2027');
    expect(formatDay('2026-12-31', yearInLima(lastMinute))).toBe('jueves 31 de diciembre');
    expect(formatDay('2027-01-01', yearInLima(newYear))).toBe('viernes 1 de enero');
    expect(formatDay('2026-12-31', yearInLima(newYear))).toBe('jueves 31 de diciembre de 2026');
  });

  it('says when the next year begins there', () => {
    expect(nextNewYearInLima(at('2026-11-28T10:00:00-05:00'))).toBe(newYear);
    expect(nextNewYearInLima(lastMinute)).toBe(newYear);
    expect(nextNewYearInLima(newYear)).toBe(at('2028-01-01T05:00:00Z'));
  });

  it("agrees with Intl's Lima year at any instant of 2000–2040", () => {
    const lima = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Lima', year: 'numeric' });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-12-31T23:59:59Z'), noInvalidDate: true }),
        (now) => yearInLima(now) === Number(lima.format(now)),
      ),
      { numRuns: 2000 },
    );
    // Around every New Year, where a wrong offset would show.
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2040 }), fc.integer({ min: -720, max: 720 }), (year, minutes) => {
        const now = Date.UTC(year, 0, 1, 5) + minutes * 60_000;
        return yearInLima(now) === Number(lima.format(now)) && (minutes < 0 ? year - 1 : year) === yearInLima(now);
      }),
      { numRuns: 2000 },
    );
  });
});
