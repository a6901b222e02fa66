import type { Db } from './database.ts';

export interface SessionPolicy {
  lifetimeMs: number;
  idleMs: number;
}

/** How often a session's last use is written down. */
const TOUCH_INTERVAL_MS = 60_000;

/** Sessions, captcha tokens and recovery codes: every secret is stored as a hash only. */
export function securityStore(db: Db) {
  return {
    createSession(userId: number, tokenHash: string, now: number, policy: SessionPolicy): void {
      db.prepare(
        'INSERT INTO sessions (user_id, token_hash, created_at, expires_at, last_seen_at) VALUES (?, ?, ?, ?, ?)',
      ).run(userId, tokenHash, now, now + policy.lifetimeMs, now);
    },
    /**
     * The live session for a token hash (not revoked, not expired, not idle), touched; undefined otherwise.
     * The touch is written at most once a minute: a write on every authenticated read cost more than the read, and
     * a minute is nothing against the 30-minute idle limit.
     */
    useSession(tokenHash: string, now: number, policy: SessionPolicy): { id: number; userId: number } | undefined {
      const row = db
        .prepare(
          `SELECT id, user_id, last_seen_at FROM sessions
           WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ? AND last_seen_at > ?`,
        )
        .get(tokenHash, now, now - policy.idleMs) as { id: number; user_id: number; last_seen_at: number } | undefined;
      if (!row) return undefined;
      if (now - row.last_seen_at >= TOUCH_INTERVAL_MS || now < row.last_seen_at) {
        db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id = ?').run(now, row.id);
      }
      return { id: row.id, userId: row.user_id };
    },
    revokeSession(sessionId: number, now: number): void {
      db.prepare('UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(now, sessionId);
    },
    issueCaptcha(tokenHash: string, action: string, expiresAt: number, now: number): void {
      db.transaction(() => {
        db.prepare('DELETE FROM captcha_tokens WHERE expires_at < ?').run(now);
        db.prepare('INSERT INTO captcha_tokens (token_hash, action, expires_at) VALUES (?, ?, ?)').run(
          tokenHash,
          action,
          expiresAt,
        );
      }).immediate();
    },
    /** Single use: true only for the first call with a live token. */
    consumeCaptcha(tokenHash: string, now: number): boolean {
      const result = db
        .prepare('UPDATE captcha_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?')
        .run(now, tokenHash, now);
      return result.changes === 1;
    },
    /** A new code replaces any earlier live one of the same user. */
    createRecoveryCode(userId: number, codeHash: string, now: number, ttlMs: number): void {
      db.transaction(() => {
        db.prepare('UPDATE recovery_codes SET used_at = ? WHERE user_id = ? AND used_at IS NULL').run(now, userId);
        db.prepare(
          'INSERT INTO recovery_codes (user_id, code_hash, expires_at, created_at) VALUES (?, ?, ?, ?)',
        ).run(userId, codeHash, now + ttlMs, now);
      }).immediate();
    },
    /** Checks and, when right, consumes the user's live code; a wrong guess uses one of the attempts. */
    useRecoveryCode(userId: number, codeHash: string, now: number, maxAttempts: number): boolean {
      return db.transaction(() => {
        const row = db
          .prepare(
            `SELECT id, code_hash, attempts FROM recovery_codes
             WHERE user_id = ? AND used_at IS NULL AND expires_at > ? ORDER BY id DESC LIMIT 1`,
          )
          .get(userId, now) as { id: number; code_hash: string; attempts: number } | undefined;
        if (!row || row.attempts >= maxAttempts) return false;
        if (row.code_hash !== codeHash) {
          db.prepare('UPDATE recovery_codes SET attempts = attempts + 1 WHERE id = ?').run(row.id);
          return false;
        }
        db.prepare('UPDATE recovery_codes SET used_at = ? WHERE id = ?').run(now, row.id);
        return true;
      }).immediate();
    },
  };
}

export type SecurityStore = ReturnType<typeof securityStore>;
