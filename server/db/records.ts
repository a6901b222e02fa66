import type { Sql } from './sql.ts';

export interface OutboxMessage {
  id: number;
  canal: 'correo' | 'sms';
  destino: string;
  asunto: string;
  cuerpo: string;
  creado: string;
}

/** Append-mostly records: surveys, CRM events, activity log and the message outbox. */
export function recordsStore(db: Sql) {
  return {
    saveSurvey(userId: number, valor: string, ruta: string, now: number): Promise<number> {
      return db.transaction(async (tx) => {
        const row = await tx.get<{ id: number }>(
          'INSERT INTO surveys (user_id, valor, ruta, created_at, updated_at) VALUES (?, ?, ?, ?, ?) RETURNING id',
          [userId, valor, ruta, now, now],
        );
        await tx.run('UPDATE users SET encuesta = 1 WHERE id = ?', [userId]);
        return row!.id;
      });
    },
    async commentSurvey(cod: number, userId: number, comentario: string | null, now: number): Promise<boolean> {
      const changed = await db.run('UPDATE surveys SET comentario = ?, updated_at = ? WHERE id = ? AND user_id = ?', [
        comentario,
        now,
        cod,
        userId,
      ]);
      return changed === 1;
    },
    async addCrmEvent(userId: number, kind: string, payload: unknown, now: number): Promise<void> {
      await db.run('INSERT INTO crm_events (user_id, kind, payload, created_at) VALUES (?, ?, ?, ?)', [
        userId,
        kind,
        JSON.stringify(payload),
        now,
      ]);
    },
    async addActivity(userId: number, payload: unknown, now: number): Promise<void> {
      await db.run('INSERT INTO activity_log (user_id, payload, created_at) VALUES (?, ?, ?)', [
        userId,
        JSON.stringify(payload),
        now,
      ]);
    },
    async sendMessage(message: Omit<OutboxMessage, 'id' | 'creado'>, now: number): Promise<void> {
      await db.run('INSERT INTO outbox (canal, destino, asunto, cuerpo, created_at) VALUES (?, ?, ?, ?, ?)', [
        message.canal,
        message.destino,
        message.asunto,
        message.cuerpo,
        now,
      ]);
    },
    async messages(destino: string | undefined, limit = 100): Promise<OutboxMessage[]> {
      type Row = Omit<OutboxMessage, 'creado'> & { created_at: number };
      const rows =
        destino === undefined
          ? await db.all<Row>('SELECT * FROM outbox ORDER BY id DESC LIMIT ?', [limit])
          : await db.all<Row>('SELECT * FROM outbox WHERE destino = ? ORDER BY id DESC LIMIT ?', [destino, limit]);
      return rows.map(({ created_at, ...rest }) => ({ ...rest, creado: new Date(created_at).toISOString() }));
    },
  };
}

export type RecordsStore = ReturnType<typeof recordsStore>;
