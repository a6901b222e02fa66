import type { Sql } from './sql.ts';

export interface PolicyRow {
  code: string;
  numero_poliza: string;
  aseguradora: string;
  inicio_vigencia: string;
}

/** A booking that spends a use: any state but cancelled. */
export interface UseRow {
  id: number;
  id_beneficio: number;
  fecha: string;
}

/** The policies behind an account, and the uses its bookings spent. */
export function policiesStore(db: Sql) {
  return {
    /** The holder's policies in registry order; none for a guest or an account without a policy. */
    ofUser(userId: number): Promise<PolicyRow[]> {
      return db.all(
        `SELECT p.code, p.numero_poliza, p.aseguradora, p.inicio_vigencia FROM users u
         JOIN products p ON p.policyholder_id = u.policyholder_id WHERE u.id = ? ORDER BY p.position`,
        [userId],
      );
    },
    /** When the account was created (ms): a guest's benefits count from it. */
    async accountCreatedAt(userId: number): Promise<number | undefined> {
      return (await db.get<{ created_at: number }>('SELECT created_at FROM users WHERE id = ?', [userId]))?.created_at;
    },
    /**
     * Bookings of these benefits that spend a use, from `desde` (a date). Read on `sql`, the booking's
     * transaction when it counts under the customer's lock.
     */
    usesSince(userId: number, benefitIds: readonly number[], desde: string, sql: Sql = db): Promise<UseRow[]> {
      if (benefitIds.length === 0) return Promise.resolve([]);
      return sql.all(
        `SELECT id, id_beneficio, fecha FROM appointments
         WHERE user_id = ? AND estado <> 'cancelada' AND fecha >= ? AND id_beneficio IN (${benefitIds.map(() => '?').join(', ')})`,
        [userId, desde, ...benefitIds],
      );
    },
    /** Coworking weeks held (any state but cancelled) whose Monday is on or after `desde`: each spends a week's use. */
    weeksSince(userId: number, desde: string, sql: Sql = db): Promise<{ id: number; fecha: string }[]> {
      return sql.all(
        `SELECT id, semana_inicio AS fecha FROM coworking WHERE user_id = ? AND estado <> 'cancelada' AND semana_inicio >= ?`,
        [userId, desde],
      );
    },
  };
}

export type PoliciesStore = ReturnType<typeof policiesStore>;
