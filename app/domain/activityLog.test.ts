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

  it("reads Lima's clock as the time-zone database does, at any instant", () => {
    const lima = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Lima',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-12-31T23:59:59Z'), noInvalidDate: true }),
        (now) => {
          const p = Object.fromEntries(lima.formatToParts(now).map((part) => [part.type, part.value]));
          const entry = activityLogEntry({ idUsuario: 'MTI=', pagina: '/', control: 'pagina', now });
          return (
            entry.fechaServidor === `${p.year}-${p.month}-${p.day}` &&
            entry.horaServidor === `${p.hour}:${p.minute}:${p.second}`
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('always gives a 9-digit random id', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (r) => String(randomLogId(() => r)).length === 9,
      ),
    );
  });
});
