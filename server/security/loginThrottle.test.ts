import { describe, expect, it } from 'vitest';
import type { SecurityEventsStore, ThrottleRow } from '../db/securityEvents.ts';
import { LOGIN_THROTTLE, loginThrottle } from './loginThrottle.ts';

/** The throttle's rows in memory: the part of the store the throttle uses. */
function memoryStore(): SecurityEventsStore {
  const rows = new Map<string, ThrottleRow>();
  const store: Pick<SecurityEventsStore, 'throttle' | 'changeThrottle'> = {
    throttle: async (documento) => rows.get(documento),
    changeThrottle: async (documento, next) => {
      const row = next(rows.get(documento));
      if (row) rows.set(documento, row);
      else rows.delete(documento);
      return row;
    },
  };
  return store as SecurityEventsStore;
}

const wrong = async () => false;
const DOCUMENTO = '47924680';

describe('the login throttle', () => {
  it('counts an attempt that started a moment before a free failure, instead of refusing it as locked', async () => {
    const throttle = loginThrottle(memoryStore());
    const t = 1_700_000_000_000;
    // Two attempts in parallel: the later one (t + 5) reaches its check first.
    expect(await throttle.guard(DOCUMENTO, t + 5, wrong)).toMatchObject({ outcome: 'wrong', failures: 1 });
    expect(await throttle.guard(DOCUMENTO, t, wrong)).toMatchObject({ outcome: 'wrong', failures: 2 });
    expect(await throttle.lockedUntil(DOCUMENTO, t)).toBeNull();
  });

  it('after a right password takes back its own attempt, counts a parallel one that started earlier', async () => {
    const throttle = loginThrottle(memoryStore());
    const t = 1_700_000_000_000;
    // While the right password (t + 1) is checked, a wrong one (t + 5) is counted; the right one then takes back only
    // its own attempt, and one failure stays.
    const right = await throttle.guard(DOCUMENTO, t + 1, async () => {
      await throttle.guard(DOCUMENTO, t + 5, wrong);
      return true;
    });
    expect(right).toEqual({ outcome: 'right' });
    expect(await throttle.guard(DOCUMENTO, t, wrong)).toMatchObject({ outcome: 'wrong', failures: 2 });
  });

  it('locks from the failure past the free ones, and refuses the next attempt unchecked', async () => {
    const throttle = loginThrottle(memoryStore());
    const t = 1_700_000_000_000;
    for (let i = 1; i <= LOGIN_THROTTLE.freeFailures; i++) await throttle.guard(DOCUMENTO, t, wrong);
    expect(await throttle.guard(DOCUMENTO, t + 1, wrong)).toEqual({
      outcome: 'wrong',
      failures: LOGIN_THROTTLE.freeFailures + 1,
      lockedUntil: t + 1 + LOGIN_THROTTLE.firstLockMs,
    });
    let checked = false;
    const refused = await throttle.guard(DOCUMENTO, t, async () => (checked = true));
    expect(refused).toEqual({ outcome: 'locked', lockedUntil: t + 1 + LOGIN_THROTTLE.firstLockMs });
    expect(checked).toBe(false);
  });
});
