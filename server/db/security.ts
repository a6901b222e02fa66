import { PROFILE_COLUMNS, PROFILE_JOINS, type ProfileRow } from './accounts.ts';
import { keptReads } from './keptReads.ts';
import type { Sql } from './sql.ts';

export interface SessionPolicy {
  lifetimeMs: number;
  idleMs: number;
}

/** How often a session's last use is written down, at most. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
/** Session reads kept per instance while the database is unchanged; past that the memory starts again. */
const SESSIONS_KEPT = 10_000;

export interface LiveSession {
  id: number;
  userId: number;
  account: ProfileRow;
}

/**
 * Sessions, captcha tokens and recovery codes: every secret is stored as a hash only. Each check reads the
 * database (a session check may use a read kept while the database is unchanged), so a session revoked or a code
 * used on one instance is refused by all of them.
 */
export function securityStore(db: Sql) {
  const kept = keptReads<{ session: LiveSession; expiresAt: number; lastSeenAt: number }>(SESSIONS_KEPT);
  return {
    async createSession(userId: number, tokenHash: string, now: number, policy: SessionPolicy): Promise<void> {
      await db.run(
        'INSERT INTO sessions (user_id, token_hash, created_at, expires_at, last_seen_at) VALUES (?, ?, ?, ?, ?)',
        [userId, tokenHash, now, now + policy.lifetimeMs, now],
      );
    },
    /**
     * The live session for a token hash (not revoked, not expired, not idle), touched, with its account as a profile
     * needs it (read in the same statement: the profile read, the commonest authorised call, takes one statement and
     * the account is the one the session belonged to at that instant); undefined otherwise.
     * The touch is written at most once a minute (`SESSION_TOUCH_INTERVAL_MS`): a write on every authenticated read
     * cost more than the read itself, and a minute is nothing against the 30-minute idle limit. A revocation that
     * lands between the read and the touch ends the session for every later request, as it would a moment later.
     * A read is used again while the database's change stamp holds (see `kept`).
     */
    async useSession(tokenHash: string, now: number, policy: SessionPolicy): Promise<LiveSession | undefined> {
      const stamp = db.changeStamp();
      const known = kept.find(stamp, tokenHash);
      if (
        known &&
        known.expiresAt > now &&
        known.lastSeenAt > now - policy.idleMs &&
        now - known.lastSeenAt < SESSION_TOUCH_INTERVAL_MS
      ) {
        return known.session;
      }
      const row = await db.get<
        ProfileRow & { session_id: number; session_last_seen_at: number; session_expires_at: number }
      >(
        `SELECT s.id AS session_id, s.last_seen_at AS session_last_seen_at, s.expires_at AS session_expires_at, ${PROFILE_COLUMNS}
         FROM sessions s JOIN users u ON u.id = s.user_id ${PROFILE_JOINS}
         WHERE s.token_hash = ? AND s.revoked_at IS NULL AND s.expires_at > ? AND s.last_seen_at > ?`,
        [tokenHash, now, now - policy.idleMs],
      );
      if (!row) return undefined;
      const { session_id: id, session_last_seen_at: lastSeen, session_expires_at: expiresAt, ...account } = row;
      const session: LiveSession = Object.freeze({ id, userId: account.id, account: Object.freeze(account) });
      if (now - Number(lastSeen) >= SESSION_TOUCH_INTERVAL_MS) {
        // Only forward: a slower instance's clock never moves the last use back. The write moves the stamp, so
        // what was just read is not kept; the next request reads the touched row.
        await db.run('UPDATE sessions SET last_seen_at = ? WHERE id = ? AND last_seen_at < ?', [now, id, now]);
      } else {
        kept.keep(stamp, tokenHash, { session, expiresAt: Number(expiresAt), lastSeenAt: Number(lastSeen) });
      }
      return session;
    },
    async revokeSession(sessionId: number, now: number): Promise<void> {
      await db.run('UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL', [now, sessionId]);
    },
    async issueCaptcha(tokenHash: string, action: string, expiresAt: number, now: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.run('DELETE FROM captcha_tokens WHERE expires_at < ?', [now]);
        await tx.run('INSERT INTO captcha_tokens (token_hash, action, expires_at) VALUES (?, ?, ?)', [
          tokenHash,
          action,
          expiresAt,
        ]);
      });
    },
    /** Single use: true only for the first call with a live token, whichever instance it reaches. */
    async consumeCaptcha(tokenHash: string, now: number): Promise<boolean> {
      const changed = await db.run(
        'UPDATE captcha_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
        [now, tokenHash, now],
      );
      return changed === 1;
    },
    /** A new code replaces any earlier live one of the same user. */
    async createRecoveryCode(userId: number, codeHash: string, now: number, ttlMs: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.run('UPDATE recovery_codes SET used_at = ? WHERE user_id = ? AND used_at IS NULL', [now, userId]);
        await tx.run('INSERT INTO recovery_codes (user_id, code_hash, expires_at, created_at) VALUES (?, ?, ?, ?)', [
          userId,
          codeHash,
          now + ttlMs,
          now,
        ]);
      });
    },
    /**
     * Checks and, when right, consumes the user's live code; a wrong guess uses one of the attempts.
     * The code's row stays locked from the read to the write, so parallel guesses on several
     * instances count one by one.
     */
    useRecoveryCode(userId: number, codeHash: string, now: number, maxAttempts: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const row = await tx.get<{ id: number; code_hash: string; attempts: number }>(
          `SELECT id, code_hash, attempts FROM recovery_codes
           WHERE user_id = ? AND used_at IS NULL AND expires_at > ? ORDER BY id DESC LIMIT 1${tx.forUpdate}`,
          [userId, now],
        );
        if (!row || row.attempts >= maxAttempts) return false;
        if (row.code_hash !== codeHash) {
          await tx.run('UPDATE recovery_codes SET attempts = attempts + 1 WHERE id = ?', [row.id]);
          return false;
        }
        await tx.run('UPDATE recovery_codes SET used_at = ? WHERE id = ?', [now, row.id]);
        return true;
      });
    },
  };
}

export type SecurityStore = ReturnType<typeof securityStore>;
