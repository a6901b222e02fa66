import { isUniqueViolation, type Sql } from './sql.ts';

export type ContactChannel = 'correo' | 'sms';

/** New e-mails and phones waiting for the code sent to them; one per user and channel. */
export function contactChangesStore(db: Sql) {
  return {
    async stage(
      userId: number,
      canal: ContactChannel,
      valor: string,
      codeHash: string,
      expiresAt: number,
    ): Promise<void> {
      await db.run(
        `INSERT INTO contact_changes (user_id, canal, valor, code_hash, expires_at, attempts) VALUES (?, ?, ?, ?, ?, 0)
         ON CONFLICT (user_id, canal) DO UPDATE SET valor = excluded.valor, code_hash = excluded.code_hash,
           expires_at = excluded.expires_at, attempts = 0`,
        [userId, canal, valor, codeHash, expiresAt],
      );
    },
    /**
     * Checks the code of a pending change; when right, applies it to the account and drops it, in one
     * transaction with the pending row locked. A wrong guess uses one of the attempts. Returns the applied value,
     * null for a wrong or dead code, or `taken` when another account holds the e-mail (the unique index decides).
     */
    async confirm(
      userId: number,
      canal: ContactChannel,
      codeHash: string,
      now: number,
      maxAttempts: number,
      updatedAt: number,
    ): Promise<string | null | 'taken'> {
      try {
        return await db.transaction(async (tx) => {
          const row = await tx.get<{ valor: string; code_hash: string; attempts: number }>(
            `SELECT valor, code_hash, attempts FROM contact_changes WHERE user_id = ? AND canal = ? AND expires_at > ?${tx.forUpdate}`,
            [userId, canal, now],
          );
          if (!row || row.attempts >= maxAttempts) return null;
          if (row.code_hash !== codeHash) {
            await tx.run('UPDATE contact_changes SET attempts = attempts + 1 WHERE user_id = ? AND canal = ?', [
              userId,
              canal,
            ]);
            return null;
          }
          const column = canal === 'correo' ? 'email' : 'fono';
          await tx.run(`UPDATE users SET ${column} = ?, updated_at = ? WHERE id = ?`, [row.valor, updatedAt, userId]);
          await tx.run('DELETE FROM contact_changes WHERE user_id = ? AND canal = ?', [userId, canal]);
          return row.valor;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },
    /** The changes that can still be confirmed: code not expired and attempts left. */
    async live(
      userId: number,
      now: number,
      maxAttempts: number,
    ): Promise<Array<{ canal: ContactChannel; valor: string }>> {
      return db.all<{ canal: ContactChannel; valor: string }>(
        `SELECT canal, valor FROM contact_changes WHERE user_id = ? AND expires_at > ? AND attempts < ? ORDER BY canal`,
        [userId, now, maxAttempts],
      );
    },
    async drop(userId: number, canal: ContactChannel): Promise<void> {
      await db.run('DELETE FROM contact_changes WHERE user_id = ? AND canal = ?', [userId, canal]);
    },
  };
}

export type ContactChangesStore = ReturnType<typeof contactChangesStore>;
