import type { Db } from './database.ts';

export interface OutboxMessage {
  id: number;
  canal: 'correo' | 'sms';
  destino: string;
  asunto: string;
  cuerpo: string;
  creado: string;
}

/** Append-mostly records: surveys, CRM events, activity log and the message outbox. */
export function recordsStore(db: Db) {
  return {
    saveSurvey(userId: number, valor: string, ruta: string, now: number): number {
      return db.transaction(() => {
        const result = db
          .prepare('INSERT INTO surveys (user_id, valor, ruta, created_at, updated_at) VALUES (?, ?, ?, ?, ?)')
          .run(userId, valor, ruta, now, now);
        db.prepare('UPDATE users SET encuesta = 1 WHERE id = ?').run(userId);
        return Number(result.lastInsertRowid);
      }).immediate();
    },
    commentSurvey(cod: number, userId: number, comentario: string | null, now: number): boolean {
      const result = db
        .prepare('UPDATE surveys SET comentario = ?, updated_at = ? WHERE id = ? AND user_id = ?')
        .run(comentario, now, cod, userId);
      return result.changes === 1;
    },
    addCrmEvent(userId: number, kind: string, payload: unknown, now: number): void {
      db.prepare('INSERT INTO crm_events (user_id, kind, payload, created_at) VALUES (?, ?, ?, ?)').run(
        userId,
        kind,
        JSON.stringify(payload),
        now,
      );
    },
    addActivity(userId: number, payload: unknown, now: number): void {
      db.prepare('INSERT INTO activity_log (user_id, payload, created_at) VALUES (?, ?, ?)').run(
        userId,
        JSON.stringify(payload),
        now,
      );
    },
    sendMessage(message: Omit<OutboxMessage, 'id' | 'creado'>, now: number): void {
      db.prepare('INSERT INTO outbox (canal, destino, asunto, cuerpo, created_at) VALUES (?, ?, ?, ?, ?)').run(
        message.canal,
        message.destino,
        message.asunto,
        message.cuerpo,
        now,
      );
    },
    messages(destino: string | undefined, limit = 100): OutboxMessage[] {
      const rows = (
        destino === undefined
          ? db.prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT ?').all(limit)
          : db.prepare('SELECT * FROM outbox WHERE destino = ? ORDER BY id DESC LIMIT ?').all(destino, limit)
      ) as Array<Omit<OutboxMessage, 'creado'> & { created_at: number }>;
      return rows.map(({ created_at, ...rest }) => ({ ...rest, creado: new Date(created_at).toISOString() }));
    },
  };
}

export type RecordsStore = ReturnType<typeof recordsStore>;
