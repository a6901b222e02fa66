import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { logUserRequest } from '../api/contract.ts';
import { activityLogEntry, randomLogId } from './activityLog.ts';

describe('activityLogEntry', () => {
  it('formats Lima local date and time and passes the contract', () => {
    const entry = activityLogEntry({
      idUsuario: 'MTI=',
      pagina: '/ecosistema/salud',
      control: 'timeout',
      now: new Date('2026-11-22T03:05:09Z'),
      random: () => 0.5,
    });
    expect(entry).toMatchObject({
      fechaLocal: '21/11/2026',
      horaLocal: '22:05',
      fechaServidor: '2026-11-21',
      horaServidor: '22:05:09',
      extra: 550_000_000,
      ciudad_localizacion: 'Lima',
    });
    expect(logUserRequest.safeParse(entry).success).toBe(true);
  });

  it('always gives a 9-digit random id', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => String(randomLogId(() => r)).length === 9));
  });
});
