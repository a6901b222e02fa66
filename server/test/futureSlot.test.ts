import { afterEach, describe, expect, it, vi } from 'vitest';
import { futureSlot } from './harness.ts';

const weekday = (fecha: string) => new Date(`${fecha}T12:00:00Z`).getUTCDay();

/** The tests' bookings depend on the day a run starts: whichever it is, they land on open days, each on its own. */
describe('futureSlot', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  // A week of starts, Monday to Sunday, each in the evening in Lima (the next day in UTC).
  it.each(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'])(
    'from %s: different offsets name different open days, in order',
    (day) => {
      vi.useFakeTimers({ now: new Date(`${day}T02:00:00Z`), toFake: ['Date'] });
      const days = Array.from({ length: 60 }, (_, i) => futureSlot(i + 1).fecha);
      expect(days.filter((fecha) => weekday(fecha) === 0)).toEqual([]);
      expect(days).toEqual([...new Set(days)].sort());
      expect(days[0]! > day).toBe(true);
    },
  );
});
