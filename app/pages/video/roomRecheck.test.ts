import { describe, expect, it } from 'vitest';
import { LONGEST_TIMER_MS } from '../../platform/timers.ts';
import { SHORTEST_RECHECK_MS, recheckDelay } from './roomRecheck.ts';

const cita = { fecha: '2026-11-28', hora: '10:00' }; // opens at 9:45 in Lima, 14:45 UTC

describe('a room page waiting for its window', () => {
  it('asks again when the room opens', () => {
    expect(recheckDelay(cita, Date.parse('2026-11-28T14:30:00Z'))).toBe(15 * 60_000);
  });

  it('waits at least half a minute when this device thinks the room is open already (its clock runs ahead)', () => {
    expect(recheckDelay(cita, Date.parse('2026-11-28T14:44:50Z'))).toBe(SHORTEST_RECHECK_MS);
    expect(recheckDelay(cita, Date.parse('2026-11-28T14:50:00Z'))).toBe(SHORTEST_RECHECK_MS);
  });

  it('takes a wait longer than a timer allows in steps', () => {
    expect(recheckDelay(cita, Date.parse('2026-10-01T00:00:00Z'))).toBe(LONGEST_TIMER_MS);
  });
});
