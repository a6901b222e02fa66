import type { Db } from './database.ts';

export type ContactChannel = 'correo' | 'sms';

/** New e-mails and phones waiting for the code sent to them; one per user and channel. */
export function contactChangesStore(db: Db) {
  return {
    stage(userId: number, canal: ContactChannel, valor: string, codeHash: string, expiresAt: number): void {
      db.prepare(
        `INSERT INTO contact_changes (user_id, canal, valor, code_hash, expires_at, attempts) VALUES (?, ?, ?, ?, ?, 0)
         ON CONFLICT (user_id, canal) DO UPDATE SET valor = excluded.valor, code_hash = excluded.code_hash,
           expires_at = excluded.expires_at, attempts = 0`,
      ).run(userId, canal, valor, codeHash, expiresAt);
    },
    /**
     * Checks the code of a pending change; when right, applies it to the account and drops it, in one
     * transaction. A wrong guess uses one of the attempts. Returns the applied value or null.
     */
    confirm(userId: number, canal: ContactChannel, codeHash: string, now: number, maxAttempts: number, updatedAt: number): string | null {
      return db.transaction(() => {
        const row = db
          .prepare('SELECT valor, code_hash, attempts FROM contact_changes WHERE user_id = ? AND canal = ? AND expires_at > ?')
          .get(userId, canal, now) as { valor: string; code_hash: string; attempts: number } | undefined;
        if (!row || row.attempts >= maxAttempts) return null;
        if (row.code_hash !== codeHash) {
          db.prepare('UPDATE contact_changes SET attempts = attempts + 1 WHERE user_id = ? AND canal = ?').run(userId, canal);
          return null;
        }
        const column = canal === 'correo' ? 'email' : 'fono';
        db.prepare(`UPDATE users SET ${column} = ?, updated_at = ? WHERE id = ?`).run(row.valor, updatedAt, userId);
        db.prepare('DELETE FROM contact_changes WHERE user_id = ? AND canal = ?').run(userId, canal);
        return row.valor;
      }).immediate();
    },
    drop(userId: number, canal: ContactChannel): void {
      db.prepare('DELETE FROM contact_changes WHERE user_id = ? AND canal = ?').run(userId, canal);
    },
  };
}

export type ContactChangesStore = ReturnType<typeof contactChangesStore>;
