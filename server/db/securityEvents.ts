import type { Sql } from './sql.ts';

export type SecurityEventKind =
  | 'login_fallido'
  | 'login_bloqueado'
  | 'cuenta_bloqueada'
  | 'login_correcto'
  | 'codigo_solicitado'
  | 'codigo_fallido'
  | 'contrasena_cambiada'
  | 'contacto_solicitado'
  | 'contacto_cambiado'
  | 'mensaje_enviado'
  | 'activacion_codigo'
  | 'activacion_fallida'
  | 'activacion_confirmada'
  | 'clave_actual_fallida';

export interface SecurityEvent {
  kind: SecurityEventKind;
  documento: string;
  userId: number | null;
  ip: string;
  detalle?: string;
}

export interface SecurityEventRow {
  id: number;
  kind: SecurityEventKind;
  documento: string;
  user_id: number | null;
  ip: string;
  detalle: string;
  created_at: number;
}

export interface ThrottleRow {
  documento: string;
  failures: number;
  last_failure_at: number;
  /** When the current lock ends (ms); 0 while the failures are within the free ones (loginThrottle.ts). */
  locked_until: number;
}

/** At most `max` events of a kind since `since`, per document or per user (and per address when `sameIp`). */
export interface EventBound {
  by: 'documento' | 'user';
  sameIp?: boolean;
  since: number;
  max: number;
}

/** Security events, per-document login throttling and pending contact changes. */
export function securityEventsStore(db: Sql) {
  /** Inserts one event and answers its id. */
  const insert = async (sql: Sql, event: SecurityEvent, now: number) =>
    (await sql.get<{ id: number }>(
      'INSERT INTO security_events (kind, documento, user_id, ip, detalle, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id',
      [event.kind, event.documento, event.userId, event.ip, event.detalle ?? '', now],
    ))!.id;
  const count = async (
    sql: Sql,
    column: 'documento' | 'user_id',
    value: string | number,
    kind: SecurityEventKind,
    since: number,
    ip?: string,
  ) =>
    (await sql.get<{ n: number }>(
      `SELECT count(*) AS n FROM security_events WHERE ${column} = ? AND kind = ? AND created_at >= ?${ip === undefined ? '' : ' AND ip = ?'}`,
      ip === undefined ? [value, kind, since] : [value, kind, since, ip],
    ))!.n;

  const takeWithin = (event: SecurityEvent, bound: EventBound, now: number): Promise<number | null> => {
    const [column, value] =
      bound.by === 'user' ? (['user_id', event.userId ?? 0] as const) : (['documento', event.documento] as const);
    return db.transaction(async (tx) => {
      await tx.lock(`security_events:${event.kind}:${column}:${value}`);
      if ((await count(tx, column, value, event.kind, bound.since, bound.sameIp ? event.ip : undefined)) >= bound.max)
        return null;
      return insert(tx, event, now);
    });
  };

  return {
    async record(event: SecurityEvent, now: number): Promise<void> {
      await insert(db, event, now);
    },
    countByDocument(documento: string, kind: SecurityEventKind, since: number): Promise<number> {
      return count(db, 'documento', documento, kind, since);
    },
    countByUser(userId: number, kind: SecurityEventKind, since: number): Promise<number> {
      return count(db, 'user_id', userId, kind, since);
    },
    /**
     * Records the event only while fewer than `max` of its kind happened since `since` for the same
     * document (or user), and from the same address when `sameIp`; false, and nothing recorded, otherwise.
     * Counted and recorded under one lock, so instances taking the last allowance at once cannot both get it.
     */
    async recordWithin(event: SecurityEvent, bound: EventBound, now: number): Promise<boolean> {
      return (await takeWithin(event, bound, now)) !== null;
    },
    /** `recordWithin` answering the recorded event's id (null when over the bound), so that it can be withdrawn. */
    takeWithin,
    /** Withdraws an event recorded ahead of an outcome that turned out not to be one (a reserved guess that was right). */
    async withdraw(id: number): Promise<void> {
      await db.run('DELETE FROM security_events WHERE id = ?', [id]);
    },
    /** Newest first: every event of a document number or of its account. */
    eventsFor(documento: string, userId: number | null, limit: number): Promise<SecurityEventRow[]> {
      return db.all(
        `SELECT * FROM security_events WHERE documento = ? OR user_id = ?
         ORDER BY created_at DESC, id DESC LIMIT ?`,
        [documento, userId ?? -1, limit],
      );
    },
    throttle(documento: string): Promise<ThrottleRow | undefined> {
      return db.get('SELECT * FROM login_throttle WHERE documento = ?', [documento]);
    },
    /**
     * Changes a document's login throttle row: `next` turns the current row (if any) into the new one, into null to
     * remove it, or returns it as it is to leave it. Read and written under the document's lock, so attempts arriving at several instances
     * at once are counted one after another, never from the same reading.
     */
    changeThrottle(
      documento: string,
      next: (current: ThrottleRow | undefined) => ThrottleRow | null,
    ): Promise<ThrottleRow | null> {
      return db.transaction(async (tx) => {
        await tx.lock(`login_throttle:${documento}`);
        const current = await tx.get<ThrottleRow>(`SELECT * FROM login_throttle WHERE documento = ?${tx.forUpdate}`, [
          documento,
        ]);
        const row = next(current);
        // The same row back: nothing to write.
        if (row !== null && row === current) return row;
        if (!row) {
          await tx.run('DELETE FROM login_throttle WHERE documento = ?', [documento]);
          return null;
        }
        await tx.run(
          `INSERT INTO login_throttle (documento, failures, last_failure_at, locked_until) VALUES (?, ?, ?, ?)
           ON CONFLICT (documento) DO UPDATE SET failures = excluded.failures,
             last_failure_at = excluded.last_failure_at, locked_until = excluded.locked_until`,
          [row.documento, row.failures, row.last_failure_at, row.locked_until],
        );
        return row;
      });
    },
    async clearThrottle(documento: string): Promise<void> {
      await db.run('DELETE FROM login_throttle WHERE documento = ?', [documento]);
    },
  };
}

export type SecurityEventsStore = ReturnType<typeof securityEventsStore>;
