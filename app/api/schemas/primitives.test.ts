import { describe, expect, it } from 'vitest';
import { addDays } from '../../domain/limaCalendar.ts';
import { DIAS_FECHA_CERCANA, esFechaCercana } from './primitives.ts';

// "Within a year of today" counts from the day it is in Lima: between 19:00 and midnight there it is already
// tomorrow in UTC, and the edge of the year must not move with it.
describe('a near date counts from Lima’s day', () => {
  const lastDay = (today: string) => addDays(today, DIAS_FECHA_CERCANA);

  it('at 20:00 in Lima, the year runs from that day, not from UTC’s next one', () => {
    const eveningInLima = Date.parse('2026-11-28T20:00:00-05:00'); // 01:00 on the 29th in UTC
    expect(esFechaCercana(lastDay('2026-11-28'), eveningInLima)).toBe(true);
    expect(esFechaCercana('2025-11-27', eveningInLima)).toBe(true);
    expect(esFechaCercana('2025-11-26', eveningInLima)).toBe(false);
  });

  it('one day past the edge is refused, either way', () => {
    const morningInLima = Date.parse('2026-11-28T09:00:00-05:00');
    expect(esFechaCercana(addDays(lastDay('2026-11-28'), 1), morningInLima)).toBe(false);
    expect(esFechaCercana('2026-11-28', morningInLima)).toBe(true);
  });
});
