import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOpenDay } from '../domain/slots.ts';
import { addDays, weekdayOf } from '../../app/domain/limaCalendar.ts';
import { futureSlot, mondaysOfOneYear } from './harness.ts';

const DAY_MS = 86_400_000;
/** The first day after `fecha` that has slots (the server's rule: every day but Sunday). */
const nextOpenDay = (fecha: string) => {
  let next = addDays(fecha, 1);
  while (!isOpenDay(next)) next = addDays(next, 1);
  return next;
};
const at = (instant: string) => vi.useFakeTimers({ now: new Date(instant), toFake: ['Date'] });

/** The tests' bookings depend on the day a run starts: whichever it is, their dates must mean what the tests say. */
describe('the dates the server tests book at', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  // Starts on each UTC day of one week, Monday to Sunday (at 02:00 UTC, the evening before in Lima).
  it.each(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'])(
    'from %s, futureSlot(n) is the n-th open day: no Sunday, never two offsets on one day',
    (day) => {
      at(`${day}T02:00:00Z`);
      const days = Array.from({ length: 60 }, (_, i) => futureSlot(i + 1).fecha);
      days.forEach((fecha, i) => expect(fecha).toBe(nextOpenDay(i === 0 ? day : days[i - 1]!)));
    },
  );

  it('futureSlot refuses a day that is not ahead', () => {
    expect(() => futureSlot(0)).toThrow(RangeError);
  });

  // Starts through December and January, when weeks two to five ahead cross New Year or the year ahead ends.
  it.each(['2026-11-30', '2026-12-14', '2026-12-21', '2026-12-28', '2027-01-04', '2027-03-31', '2027-06-15'])(
    'from %s, mondaysOfOneYear gives consecutive upcoming Mondays of one year, within the year ahead',
    (day) => {
      at(`${day}T15:00:00Z`);
      const mondays = mondaysOfOneYear(4);
      expect(mondays.map(weekdayOf)).toEqual([1, 1, 1, 1]);
      expect(new Set(mondays.map((monday) => monday.slice(0, 4))).size).toBe(1);
      mondays.slice(1).forEach((monday, i) => expect(Date.parse(monday) - Date.parse(mondays[i]!)).toBe(7 * DAY_MS));
      expect(mondays[0]! > day).toBe(true);
      expect(Date.parse(mondays[3]!) - Date.parse(day)).toBeLessThan(366 * DAY_MS);
    },
  );
});
