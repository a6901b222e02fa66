import { randomInt } from 'node:crypto';
import type { Db } from './database.ts';

export interface PolicyholderRow {
  id: number;
  identificacion: string;
  tipo_identificacion: number;
  nombres: string;
  apellido_paterno: string;
  apellido_materno: string;
  preference_group: number;
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
}

export interface PendingRow {
  id: number;
  identificacion: string;
  tipo_identificacion: number;
  policyholder_id: number | null;
  guest_id: number | null;
  nombres: string;
}

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
}

export interface PersonalData {
  nombres: string;
  apellidoPaterno: string;
  apellidoMaterno: string;
  numeroCelular: string;
  correoElectronico: string;
}

/** Policy registry, guests, pending registrations and accounts. */
export function accountsStore(db: Db) {
  const byDocument = (table: string) =>
    db.prepare(`SELECT * FROM ${table} WHERE tipo_identificacion = ? AND identificacion = ?`);
  const policyholderByDoc = byDocument('policyholders');
  // A withdrawn or refused invitation no longer makes anyone a guest.
  const guestByDoc = db.prepare(
    "SELECT * FROM guests WHERE tipo_identificacion = ? AND identificacion = ? AND estado = 'evaluacion'",
  );
  const userByDoc = byDocument('users');

  return {
    findPolicyholder(tipo: number, identificacion: string): PolicyholderRow | undefined {
      return policyholderByDoc.get(tipo, identificacion) as PolicyholderRow | undefined;
    },
    policyholderById(id: number): PolicyholderRow | undefined {
      return db.prepare('SELECT * FROM policyholders WHERE id = ?').get(id) as PolicyholderRow | undefined;
    },
    policyDetails(policyholderId: number): PolicyDetails {
      const products = db
        .prepare('SELECT code FROM products WHERE policyholder_id = ? ORDER BY position')
        .all(policyholderId) as Array<{ code: string }>;
      const perfiles = db
        .prepare('SELECT perfil FROM profiles WHERE policyholder_id = ? ORDER BY position')
        .all(policyholderId) as Array<{ perfil: string }>;
      const plans = db
        .prepare('SELECT servicio, plan FROM plans WHERE policyholder_id = ? ORDER BY position')
        .all(policyholderId) as Array<{ servicio: string; plan: number }>;
      const licences = db
        .prepare('SELECT cobertura, licencias FROM licences WHERE policyholder_id = ? ORDER BY position')
        .all(policyholderId) as Array<{ cobertura: string; licencias: number }>;
      return { products: products.map((p) => p.code), perfiles: perfiles.map((p) => p.perfil), plans, licences };
    },
    findGuest(tipo: number, identificacion: string): GuestRow | undefined {
      return guestByDoc.get(tipo, identificacion) as GuestRow | undefined;
    },
    guestById(id: number): GuestRow | undefined {
      return db.prepare('SELECT * FROM guests WHERE id = ?').get(id) as GuestRow | undefined;
    },
    countGuestsOf(policyholderId: number): number {
      const row = db
        .prepare("SELECT count(*) AS n FROM guests WHERE host_policyholder_id = ? AND estado = 'evaluacion'")
        .get(policyholderId);
      return (row as { n: number }).n;
    },
    /**
     * A new invitation; a withdrawn one for the same document is invited afresh (same row, new host,
     * product and date). Any other existing invitation makes the insert fail on the unique document.
     */
    createGuest(guest: NewGuest, now: number): number {
      const result = db
        .prepare(
          `INSERT INTO guests (identificacion, tipo_identificacion, nombres, host_policyholder_id, id_producto, created_at)
           VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT (tipo_identificacion, identificacion) DO UPDATE SET
             nombres = excluded.nombres, host_policyholder_id = excluded.host_policyholder_id,
             id_producto = excluded.id_producto, created_at = excluded.created_at, estado = 'evaluacion', updated_at = NULL
           WHERE guests.estado = 'retirado'`,
        )
        .run(guest.identificacion, guest.tipoIdentificacion, guest.nombres, guest.hostPolicyholderId, guest.idProducto, now);
      if (result.changes === 0) {
        throw Object.assign(new Error('Invitation exists'), { code: 'SQLITE_CONSTRAINT_UNIQUE' });
      }
      return Number(result.lastInsertRowid);
    },
    /** The host's invitations, newest first, with whether each guest activated an account. */
    invitationsOf(policyholderId: number): InvitationRow[] {
      return db
        .prepare(
          `SELECT g.*, EXISTS (SELECT 1 FROM users u WHERE u.guest_id = g.id) AS activo FROM guests g
           WHERE g.host_policyholder_id = ? ORDER BY g.created_at DESC, g.id DESC`,
        )
        .all(policyholderId) as InvitationRow[];
    },
    /** Withdraws an invitation of this host that is still screened and whose guest has not activated. */
    withdrawGuest(guestId: number, policyholderId: number, now: number): boolean {
      const result = db
        .prepare(
          `UPDATE guests SET estado = 'retirado', updated_at = ?
           WHERE id = ? AND host_policyholder_id = ? AND estado = 'evaluacion'
             AND NOT EXISTS (SELECT 1 FROM users u WHERE u.guest_id = guests.id)`,
        )
        .run(now, guestId, policyholderId);
      return result.changes === 1;
    },
    findUser(tipo: number, identificacion: string): UserRow | undefined {
      return userByDoc.get(tipo, identificacion) as UserRow | undefined;
    },
    userById(id: number): UserRow | undefined {
      return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
    },
    emailTaken(email: string, exceptUserId = 0): boolean {
      return db.prepare('SELECT 1 FROM users WHERE lower(email) = lower(?) AND id <> ?').get(email, exceptUserId) !== undefined;
    },
    createPending(
      pending: Omit<PendingRow, 'id'> & { socios: string[] },
      now: number,
      ttlMs: number,
    ): number {
      return db.transaction(() => {
        // A new step 1 for the same document replaces an unfinished one.
        db.prepare('DELETE FROM pending_registrations WHERE tipo_identificacion = ? AND identificacion = ?').run(
          pending.tipo_identificacion,
          pending.identificacion,
        );
        // The id travels to the browser and is all step 2 needs besides a captcha: it must not be guessable,
        // so it is random rather than the next row number.
        let id = randomInt(1, 2_147_483_647);
        while (db.prepare('SELECT 1 FROM pending_registrations WHERE id = ?').get(id)) id = randomInt(1, 2_147_483_647);
        db
          .prepare(
            `INSERT INTO pending_registrations
             (id, identificacion, tipo_identificacion, policyholder_id, guest_id, nombres, socios, created_at, expires_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            id,
            pending.identificacion,
            pending.tipo_identificacion,
            pending.policyholder_id,
            pending.guest_id,
            pending.nombres,
            JSON.stringify(pending.socios),
            now,
            now + ttlMs,
          );
        return id;
      }).immediate();
    },
    findPending(id: number, now: number): PendingRow | undefined {
      return db.prepare('SELECT * FROM pending_registrations WHERE id = ? AND expires_at > ?').get(id, now) as
        | PendingRow
        | undefined;
    },
    /** Turns a pending registration into an active account; the pending row goes in the same transaction. */
    activate(
      pending: PendingRow,
      account: { email: string; fono: string; passwordHash: string; apellidoPaterno: string; apellidoMaterno: string },
      now: number,
    ): number {
      return db.transaction(() => {
        const result = db
          .prepare(
            `INSERT INTO users (identificacion, tipo_identificacion, policyholder_id, guest_id, nombres, apellido_paterno,
               apellido_materno, email, fono, password_hash, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
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
          );
        db.prepare('DELETE FROM pending_registrations WHERE id = ?').run(pending.id);
        return Number(result.lastInsertRowid);
      }).immediate();
    },
    updateContact(userId: number, email: string, fono: string, now: number): void {
      db.prepare('UPDATE users SET email = ?, fono = ?, updated_at = ? WHERE id = ?').run(email, fono, now, userId);
    },
    updatePersonal(userId: number, data: PersonalData, now: number): void {
      db.prepare(
        `UPDATE users SET nombres = ?, apellido_paterno = ?, apellido_materno = ?, fono = ?, email = ?, updated_at = ?
         WHERE id = ?`,
      ).run(
        data.nombres,
        data.apellidoPaterno,
        data.apellidoMaterno,
        data.numeroCelular,
        data.correoElectronico,
        now,
        userId,
      );
    },
    /** New password; every open session of the user ends with it. */
    setPassword(userId: number, passwordHash: string, now: number, keepSessionId?: number): void {
      db.transaction(() => {
        db.prepare('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?').run(passwordHash, now, userId);
        db.prepare(
          'UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND id <> ?',
        ).run(now, userId, keepSessionId ?? 0);
      }).immediate();
    },
    markSurveyAnswered(userId: number): void {
      db.prepare('UPDATE users SET encuesta = 1 WHERE id = ?').run(userId);
    },
  };
}

export type AccountsStore = ReturnType<typeof accountsStore>;
