import type { Db } from './database.ts';

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
  | 'mensaje_enviado';

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
  locked_until: number;
}

/** Security events, per-document login throttling and pending contact changes. */
export function securityEventsStore(db: Db) {
  return {
    record(event: SecurityEvent, now: number): void {
      db.prepare(
        'INSERT INTO security_events (kind, documento, user_id, ip, detalle, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(event.kind, event.documento, event.userId, event.ip, event.detalle ?? '', now);
    },
    countByDocument(documento: string, kind: SecurityEventKind, since: number): number {
      const row = db
        .prepare('SELECT count(*) AS n FROM security_events WHERE documento = ? AND kind = ? AND created_at >= ?')
        .get(documento, kind, since) as { n: number };
      return row.n;
    },
    countByUser(userId: number, kind: SecurityEventKind, since: number): number {
      const row = db
        .prepare('SELECT count(*) AS n FROM security_events WHERE user_id = ? AND kind = ? AND created_at >= ?')
        .get(userId, kind, since) as { n: number };
      return row.n;
    },
    /** Newest first: every event of a document number or of its account. */
    eventsFor(documento: string, userId: number | null, limit: number): SecurityEventRow[] {
      return db
        .prepare(
          `SELECT * FROM security_events WHERE documento = ? OR (? IS NOT NULL AND user_id = ?)
           ORDER BY created_at DESC, id DESC LIMIT ?`,
        )
        .all(documento, userId, userId, limit) as SecurityEventRow[];
    },
    throttle(documento: string): ThrottleRow | undefined {
      return db.prepare('SELECT * FROM login_throttle WHERE documento = ?').get(documento) as ThrottleRow | undefined;
    },
    saveThrottle(row: ThrottleRow): void {
      db.prepare(
        `INSERT INTO login_throttle (documento, failures, last_failure_at, locked_until) VALUES (?, ?, ?, ?)
         ON CONFLICT (documento) DO UPDATE SET failures = excluded.failures,
           last_failure_at = excluded.last_failure_at, locked_until = excluded.locked_until`,
      ).run(row.documento, row.failures, row.last_failure_at, row.locked_until);
    },
    clearThrottle(documento: string): void {
      db.prepare('DELETE FROM login_throttle WHERE documento = ?').run(documento);
    },
  };
}

export type SecurityEventsStore = ReturnType<typeof securityEventsStore>;
