import { CODIGO_RESERVA_ALFABETO } from '../../app/api/schemas/places.ts';
import type { Sql } from '../db/sql.ts';

/**
 * Booking codes for rows a test writes straight into the database, as every booking has one: counted up through the
 * code space, past the random ones already given.
 */
export async function bulkBookingCodes(db: Pick<Sql, 'all'>): Promise<() => string> {
  const given = new Set(
    (
      await db.all<{ codigo_reserva: string }>(
        'SELECT codigo_reserva FROM appointments UNION SELECT codigo_reserva FROM coworking',
      )
    ).map((r) => r.codigo_reserva),
  );
  let counter = 0;
  return () => {
    for (;;) {
      const digits = Array.from(
        { length: 6 },
        (_, i) => CODIGO_RESERVA_ALFABETO[Math.floor(counter / 24 ** (5 - i)) % 24],
      ).join('');
      counter++;
      const code = `${digits.slice(0, 3)}-${digits.slice(3)}`;
      if (!given.has(code)) return code;
    }
  };
}
