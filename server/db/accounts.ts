import { randomInt } from 'node:crypto';
import { isUniqueViolation, type Sql } from './sql.ts';

export interface PolicyholderRow {
  id: number;
  identificacion: string;
  tipo_identificacion: number;
  nombres: string;
  apellido_paterno: string;
  apellido_materno: string;
  preference_group: number;
  contacto_fono: string | null;
  contacto_email: string | null;
}

export interface GuestRow {
  id: number;
  identificacion: string;
  tipo_identificacion: number;
  nombres: string;
  apellido_paterno: string;
  apellido_materno: string;
  host_policyholder_id: number;
  id_producto: number;
  /** 'evaluacion' while screened (and once activated); withdrawn or refused invitations grant nothing. */
  estado: 'evaluacion' | 'rechazado' | 'retirado';
  created_at: number;
  /** The contact the host gave in the invitation: the guest's activation code goes there. */
  contacto_fono: string | null;
  contacto_email: string | null;
}

/** A host's invitation with whether the guest already activated an account. */
export interface InvitationRow extends GuestRow {
  activo: 0 | 1;
}

export interface UserRow {
  id: number;
  identificacion: string;
  tipo_identificacion: number;
  policyholder_id: number | null;
  guest_id: number | null;
  nombres: string;
  apellido_paterno: string;
  apellido_materno: string;
  email: string;
  fono: string;
  password_hash: string;
  encuesta: number;
  /** The channel chosen for reminders; null: the one used at booking. */
  canal_recordatorio: 'sms' | 'correo' | null;
}

/** A user row (without its password hash) with the registry facts of its profile (`accounts.profileRow`). */
export interface ProfileRow extends Omit<UserRow, 'password_hash'> {
  /** Null when the account belongs to no policy holder. */
  preference_group: number | null;
  guest_row_id: number | null;
  guest_producto: number | null;
  guests_invited: number;
}

export interface PendingRow {
  id: number;
  identificacion: string;
  tipo_identificacion: number;
  policyholder_id: number | null;
  guest_id: number | null;
  nombres: string;
  /** When the code sent to the contact on record came back; step 2 needs it. */
  confirmed_at: number | null;
}

/** What checking a pending activation's code found. */
export type PendingCodeCheck =
  | { kind: 'confirmado' }
  | { kind: 'incorrecto'; restantes: number }
  /** Expired (and now deleted), unknown, or out of attempts: only a new code helps. */
  | { kind: 'vencido' | 'agotado' };

export interface PolicyDetails {
  products: string[];
  perfiles: string[];
  plans: Array<{ servicio: string; plan: number }>;
  licences: Array<{ cobertura: string; licencias: number }>;
}

export interface NewGuest {
  identificacion: string;
  tipoIdentificacion: number;
  nombres: string;
  hostPolicyholderId: number;
  idProducto: number;
  /** The guest's phone, given by the host: the guest's activation code goes there. */
  contactoFono: string | null;
}

export interface PersonalData {
  nombres: string;
  apellidoPaterno: string;
  apellidoMaterno: string;
  numeroCelular: string;
  correoElectronico: string;
}

/**
 * How long an instance keeps a policy's products, profiles, plans and licences. No request writes the registry (it is
 * written when seeded, or by the lender's own feed), so a copy up to a minute old is as good as the rows, and a change
 * made elsewhere is seen by every instance within that minute.
 */
export const POLICY_DETAILS_TTL_MS = 60_000;
/** Policies remembered at most; past that the oldest copy is dropped. */
const POLICY_DETAILS_KEPT = 5_000;

function frozen(details: PolicyDetails): PolicyDetails {
  for (const list of Object.values(details) as unknown[][]) {
    for (const item of list) Object.freeze(item);
    Object.freeze(list);
  }
  return Object.freeze(details);
}

/**
 * What a profile needs from an account row (`u`) and the registry, as a select list and the joins it reads from: shared
 * by `accounts.profileRow` and the session check (`security.useSession`), which reads the caller's account with the
 * session in one statement.
 */
export const PROFILE_COLUMNS = `u.id, u.identificacion, u.tipo_identificacion, u.policyholder_id, u.guest_id, u.nombres,
  u.apellido_paterno, u.apellido_materno, u.email, u.fono, u.encuesta,
  p.preference_group AS preference_group, g.id AS guest_row_id, g.id_producto AS guest_producto,
  CASE WHEN p.id IS NULL THEN 0 ELSE
    (SELECT count(*) FROM guests h WHERE h.host_policyholder_id = p.id AND h.estado = 'evaluacion') END AS guests_invited`;
export const PROFILE_JOINS = `LEFT JOIN policyholders p ON p.id = u.policyholder_id LEFT JOIN guests g ON g.id = u.guest_id`;

/** Policy registry, guests, pending registrations and accounts. */
export function accountsStore(db: Sql, now: () => number = Date.now) {
  const byDocument = (table: string) => `SELECT * FROM ${table} WHERE tipo_identificacion = ? AND identificacion = ?`;
  // A withdrawn or refused invitation no longer makes anyone a guest.
  const liveGuestByDocument = `${byDocument('guests')} AND estado = 'evaluacion'`;

  /** Products, profiles, plans and licences of a policy holder, in one statement. */
  const readPolicyDetails = async (policyholderId: number): Promise<PolicyDetails> => {
    const rows = await db.all<{ kind: 'product' | 'perfil' | 'plan' | 'licence'; name: string; amount: number | null }>(
      `SELECT 'product' AS kind, code AS name, CAST(NULL AS INTEGER) AS amount, position FROM products WHERE policyholder_id = ?
       UNION ALL SELECT 'perfil', perfil, CAST(NULL AS INTEGER), position FROM profiles WHERE policyholder_id = ?
       UNION ALL SELECT 'plan', servicio, plan, position FROM plans WHERE policyholder_id = ?
       UNION ALL SELECT 'licence', cobertura, licencias, position FROM licences WHERE policyholder_id = ?
       ORDER BY kind, position`,
      [policyholderId, policyholderId, policyholderId, policyholderId],
    );
    const details: PolicyDetails = { products: [], perfiles: [], plans: [], licences: [] };
    for (const row of rows) {
      if (row.kind === 'product') details.products.push(row.name);
      else if (row.kind === 'perfil') details.perfiles.push(row.name);
      else if (row.kind === 'plan') details.plans.push({ servicio: row.name, plan: Number(row.amount) });
      else details.licences.push({ cobertura: row.name, licencias: Number(row.amount) });
    }
    return frozen(details);
  };
  const detailsCache = new Map<number, { details: PolicyDetails; until: number }>();

  return {
    findPolicyholder(tipo: number, identificacion: string): Promise<PolicyholderRow | undefined> {
      return db.get(byDocument('policyholders'), [tipo, identificacion]);
    },
    policyholderById(id: number): Promise<PolicyholderRow | undefined> {
      return db.get('SELECT * FROM policyholders WHERE id = ?', [id]);
    },
    /**
     * A policy holder's products, profiles, plans and licences (read on every profile), from the database at most once
     * a minute per policy (`POLICY_DETAILS_TTL_MS`). Callers share the copy, which is frozen.
     */
    async policyDetails(policyholderId: number): Promise<PolicyDetails> {
      const at = now();
      const kept = detailsCache.get(policyholderId);
      if (kept && kept.until > at) return kept.details;
      const details = await readPolicyDetails(policyholderId);
      detailsCache.delete(policyholderId);
      if (detailsCache.size >= POLICY_DETAILS_KEPT) detailsCache.delete(detailsCache.keys().next().value!);
      detailsCache.set(policyholderId, { details, until: at + POLICY_DETAILS_TTL_MS });
      return details;
    },
    /**
     * The account (without its password hash) with what its profile needs from the registry (preference group, guest
     * product, live guests invited), in one statement; undefined for an unknown id.
     */
    profileRow(userId: number): Promise<ProfileRow | undefined> {
      return db.get(`SELECT ${PROFILE_COLUMNS} FROM users u ${PROFILE_JOINS} WHERE u.id = ?`, [userId]);
    },
    findGuest(tipo: number, identificacion: string): Promise<GuestRow | undefined> {
      return db.get(liveGuestByDocument, [tipo, identificacion]);
    },
    guestById(id: number): Promise<GuestRow | undefined> {
      return db.get('SELECT * FROM guests WHERE id = ?', [id]);
    },
    /** Invitations that hold a licence: screened or activated; withdrawn and refused ones give it back. */
    async countGuestsOf(policyholderId: number): Promise<number> {
      const row = await db.get<{ n: number }>(
        "SELECT count(*) AS n FROM guests WHERE host_policyholder_id = ? AND estado = 'evaluacion'",
        [policyholderId],
      );
      return row?.n ?? 0;
    },
    /**
     * The new guest's id; `exists` when the document is already invited (the unique index decides), `limit`
     * when the host already has `maxGuests` (counted with the host's row locked, on every instance). A
     * withdrawn invitation for the same document is invited afresh (same row, new host, product and date).
     */
    async createGuest(guest: NewGuest, now: number, maxGuests = Infinity): Promise<number | 'exists' | 'limit'> {
      try {
        return await db.transaction(async (tx) => {
          await tx.get(`SELECT id FROM policyholders WHERE id = ?${tx.forUpdate}`, [guest.hostPolicyholderId]);
          const count = await tx.get<{ n: number }>(
            "SELECT count(*) AS n FROM guests WHERE host_policyholder_id = ? AND estado = 'evaluacion'",
            [guest.hostPolicyholderId],
          );
          if (count!.n >= maxGuests) return 'limit' as const;
          const row = await tx.get<{ id: number }>(
            `INSERT INTO guests (identificacion, tipo_identificacion, nombres, host_policyholder_id, id_producto, created_at, contacto_fono)
             VALUES (?, ?, ?, ?, ?, ?, ?)
             ON CONFLICT (tipo_identificacion, identificacion) DO UPDATE SET
               nombres = excluded.nombres, host_policyholder_id = excluded.host_policyholder_id,
               id_producto = excluded.id_producto, created_at = excluded.created_at, estado = 'evaluacion', updated_at = NULL,
               contacto_fono = excluded.contacto_fono, contacto_email = NULL
             WHERE guests.estado = 'retirado'
             RETURNING id`,
            [
              guest.identificacion,
              guest.tipoIdentificacion,
              guest.nombres,
              guest.hostPolicyholderId,
              guest.idProducto,
              now,
              guest.contactoFono,
            ],
          );
          // No row: the document holds an invitation that is not withdrawn.
          return row ? row.id : ('exists' as const);
        });
      } catch (error) {
        if (isUniqueViolation(error)) return 'exists';
        throw error;
      }
    },
    /** The host's invitations, newest first, with whether each guest activated an account. */
    invitationsOf(policyholderId: number): Promise<InvitationRow[]> {
      return db.all(
        `SELECT g.*, CASE WHEN EXISTS (SELECT 1 FROM users u WHERE u.guest_id = g.id) THEN 1 ELSE 0 END AS activo FROM guests g
         WHERE g.host_policyholder_id = ? ORDER BY g.created_at DESC, g.id DESC`,
        [policyholderId],
      );
    },
    /**
     * Withdraws an invitation of this host that is still screened and whose guest has not activated;
     * its licence is free again at once (only screened invitations are counted).
     */
    async withdrawGuest(guestId: number, policyholderId: number, now: number): Promise<boolean> {
      const changed = await db.run(
        `UPDATE guests SET estado = 'retirado', updated_at = ?
         WHERE id = ? AND host_policyholder_id = ? AND estado = 'evaluacion'
           AND NOT EXISTS (SELECT 1 FROM users u WHERE u.guest_id = guests.id)`,
        [now, guestId, policyholderId],
      );
      return changed === 1;
    },
    findUser(tipo: number, identificacion: string): Promise<UserRow | undefined> {
      return db.get(byDocument('users'), [tipo, identificacion]);
    },
    userById(id: number): Promise<UserRow | undefined> {
      return db.get('SELECT * FROM users WHERE id = ?', [id]);
    },
    async setReminderChannel(id: number, canal: 'sms' | 'correo'): Promise<void> {
      await db.run('UPDATE users SET canal_recordatorio = ? WHERE id = ?', [canal, id]);
    },
    async emailTaken(email: string, exceptUserId = 0): Promise<boolean> {
      return (
        (await db.get('SELECT 1 FROM users WHERE lower(email) = lower(?) AND id <> ?', [email, exceptUserId])) !==
        undefined
      );
    },
    /**
     * A new pending activation waiting for the code whose hash it keeps. Another pending activation of the same
     * document is left alone: each attempt has its own code, so nobody's attempt cancels the holder's. Expired
     * ones of every document go first.
     */
    createPending(
      pending: Omit<PendingRow, 'id' | 'confirmed_at'> & { socios: string[] },
      codeHash: string,
      now: number,
      ttlMs: number,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.run('DELETE FROM pending_registrations WHERE expires_at <= ?', [now]);
        // The id travels to the browser and names the attempt in the code and password steps: it must not be
        // guessable, so it is random rather than the next row number. A collision leaves the row in place and draws again.
        for (;;) {
          const row = await tx.get<{ id: number }>(
            `INSERT INTO pending_registrations
             (id, identificacion, tipo_identificacion, policyholder_id, guest_id, nombres, socios, created_at, expires_at, code_hash)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING RETURNING id`,
            [
              randomInt(1, 2_147_483_647),
              pending.identificacion,
              pending.tipo_identificacion,
              pending.policyholder_id,
              pending.guest_id,
              pending.nombres,
              JSON.stringify(pending.socios),
              now,
              now + ttlMs,
              codeHash,
            ],
          );
          if (row) return row.id;
        }
      });
    },
    findPending(id: number, now: number): Promise<PendingRow | undefined> {
      return db.get(
        `SELECT id, identificacion, tipo_identificacion, policyholder_id, guest_id, nombres, confirmed_at
         FROM pending_registrations WHERE id = ? AND expires_at > ?`,
        [id, now],
      );
    },
    /**
     * Checks the code of a pending activation, its row locked from the read to the write so parallel guesses on
     * several instances count one by one. A wrong guess uses one of `maxAttempts`; the right one marks the attempt
     * confirmed and gives it `confirmedTtlMs` more for the password step. An expired attempt is deleted.
     */
    checkPendingCode(
      id: number,
      codeHash: string,
      now: number,
      maxAttempts: number,
      confirmedTtlMs: number,
    ): Promise<PendingCodeCheck> {
      return db.transaction(async (tx) => {
        const row = await tx.get<{
          code_hash: string | null;
          attempts: number;
          expires_at: number;
          confirmed_at: number | null;
        }>(
          `SELECT code_hash, attempts, expires_at, confirmed_at FROM pending_registrations WHERE id = ?${tx.forUpdate}`,
          [id],
        );
        if (!row || row.code_hash === null) return { kind: 'vencido' as const };
        if (Number(row.expires_at) <= now) {
          await tx.run('DELETE FROM pending_registrations WHERE id = ?', [id]);
          return { kind: 'vencido' as const };
        }
        if (row.attempts >= maxAttempts) return { kind: 'agotado' as const };
        if (row.code_hash !== codeHash) {
          await tx.run('UPDATE pending_registrations SET attempts = attempts + 1 WHERE id = ?', [id]);
          const restantes = maxAttempts - row.attempts - 1;
          return restantes > 0 ? { kind: 'incorrecto' as const, restantes } : { kind: 'agotado' as const };
        }
        if (row.confirmed_at === null) {
          await tx.run('UPDATE pending_registrations SET confirmed_at = ?, expires_at = ? WHERE id = ?', [
            now,
            now + confirmedTtlMs,
            id,
          ]);
        }
        return { kind: 'confirmado' as const };
      });
    },
    /**
     * Turns a confirmed pending activation into an active account; every pending activation of the document goes
     * in the same transaction.
     * `conflict` when the document or e-mail got an account first (the unique indexes decide).
     */
    async activate(
      pending: PendingRow,
      account: { email: string; fono: string; passwordHash: string; apellidoPaterno: string; apellidoMaterno: string },
      now: number,
    ): Promise<{ kind: 'created'; userId: number } | { kind: 'conflict' }> {
      try {
        return await db.transaction(async (tx) => {
          const row = await tx.get<{ id: number }>(
            `INSERT INTO users (identificacion, tipo_identificacion, policyholder_id, guest_id, nombres, apellido_paterno,
               apellido_materno, email, fono, password_hash, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
            [
              pending.identificacion,
              pending.tipo_identificacion,
              pending.policyholder_id,
              pending.guest_id,
              pending.nombres,
              account.apellidoPaterno,
              account.apellidoMaterno,
              account.email,
              account.fono,
              account.passwordHash,
              now,
              now,
            ],
          );
          await tx.run('DELETE FROM pending_registrations WHERE tipo_identificacion = ? AND identificacion = ?', [
            pending.tipo_identificacion,
            pending.identificacion,
          ]);
          return { kind: 'created' as const, userId: row!.id };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { kind: 'conflict' };
        throw error;
      }
    },
    async updateContact(userId: number, email: string, fono: string, now: number): Promise<void> {
      await db.run('UPDATE users SET email = ?, fono = ?, updated_at = ? WHERE id = ?', [email, fono, now, userId]);
    },
    /** Names only: e-mail and phone change through a confirmed code (security/contactChange.ts). */
    async updateNames(
      userId: number,
      data: Pick<PersonalData, 'nombres' | 'apellidoPaterno' | 'apellidoMaterno'>,
      now: number,
    ): Promise<void> {
      await db.run(
        'UPDATE users SET nombres = ?, apellido_paterno = ?, apellido_materno = ?, updated_at = ? WHERE id = ?',
        [data.nombres, data.apellidoPaterno, data.apellidoMaterno, now, userId],
      );
    },
    async updatePersonal(userId: number, data: PersonalData, now: number): Promise<void> {
      await db.run(
        `UPDATE users SET nombres = ?, apellido_paterno = ?, apellido_materno = ?, fono = ?, email = ?, updated_at = ?
         WHERE id = ?`,
        [
          data.nombres,
          data.apellidoPaterno,
          data.apellidoMaterno,
          data.numeroCelular,
          data.correoElectronico,
          now,
          userId,
        ],
      );
    },
    /** New password; every open session of the user ends with it. */
    async setPassword(userId: number, passwordHash: string, now: number, keepSessionId?: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.run('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?', [passwordHash, now, userId]);
        await tx.run('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND id <> ?', [
          now,
          userId,
          keepSessionId ?? 0,
        ]);
      });
    },
    async markSurveyAnswered(userId: number): Promise<void> {
      await db.run('UPDATE users SET encuesta = 1 WHERE id = ?', [userId]);
    },
  };
}

export type AccountsStore = ReturnType<typeof accountsStore>;
