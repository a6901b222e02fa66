import type { Sql } from './sql.ts';

export interface ReminderMessage {
  canal: 'sms' | 'correo';
  destino: string;
  asunto: string;
  cuerpo: string;
}

/** Reminders already sent, each under its send key (the booking, the reminder and the hour it is for). */
export function remindersStore(db: Sql) {
  return {
    async sent(sendKey: string): Promise<boolean> {
      return Boolean(await db.get('SELECT 1 FROM reminders_sent WHERE send_key = ?', [sendKey]));
    },
    /**
     * Writes the message to the outbox and its send key, together: a job that runs again after a crash, or on a
     * second instance, finds the key and sends nothing. False when it had been sent already.
     */
    sendOnce(sendKey: string, message: ReminderMessage, now: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const claimed = await tx.run(
          'INSERT INTO reminders_sent (send_key, sent_at) VALUES (?, ?) ON CONFLICT (send_key) DO NOTHING',
          [sendKey, now],
        );
        if (claimed === 0) return false;
        await tx.run('INSERT INTO outbox (canal, destino, asunto, cuerpo, created_at) VALUES (?, ?, ?, ?, ?)', [
          message.canal,
          message.destino,
          message.asunto,
          message.cuerpo,
          now,
        ]);
        return true;
      });
    },
  };
}
