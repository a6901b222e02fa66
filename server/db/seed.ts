import type { Sql } from './sql.ts';

export interface RegistryRecord {
  identificacion: string;
  tipoIdentificacion: number;
  nombres: string;
  apellidoPaterno: string;
  apellidoMaterno: string;
  products: string[];
  perfiles: string[];
  plans: Array<{ servicio: string; plan: number }>;
  preferenceGroup: number;
  datosProductos: Array<{ cobertura: string; licencias: number }>;
  guest?: { hostIdentificacion: string; idProducto: number };
  /** When the holder's policies began (YYYY-MM-DD): waiting periods and policy years count from it. */
  inicioVigencia: string;
  /**
   * The phone and e-mail the lender holds for the person (from the policy sale; for a guest, those the host gave):
   * activation codes go there. Absent or empty: the person activates in person at an office.
   */
  contactoRegistrado?: { fono?: string | null; email?: string | null } | null;
  /** Account already activated; the password arrives hashed. */
  account: { email: string; fono: string; passwordHash: string } | null;
}

/** The insurer behind the lender's policies, in the reference registry. */
export const INSURER = 'Aseguradora Andina S.A.';

/** "77061-0000042": the product code and the holder's id, as the migration numbers older rows. */
function policyNumber(code: string, policyholderId: number): string {
  return `${code.replace('-', '')}-${String(policyholderId).padStart(7, '0')}`;
}
/** A contact on record as stored: an empty or absent value is none. */
const onRecord = (value: string | null | undefined) => (value ? value : null);

/** Loads the policy registry into an empty database, all or nothing. */
export function seedStore(db: Sql) {
  const isSeeded = async (sql: Sql) => (await sql.get('SELECT 1 FROM policyholders LIMIT 1')) !== undefined;
  return {
    isSeeded: () => isSeeded(db),
    /** False when another process seeded first (checked under the seeding lock). */
    insertRegistry(records: RegistryRecord[], now: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.lock('seed');
        if (await isSeeded(tx)) return false;
        const ids = new Map<string, number>();
        for (const r of records) {
          const row = await tx.get<{ id: number }>(
            `INSERT INTO policyholders (identificacion, tipo_identificacion, nombres, apellido_paterno, apellido_materno, preference_group,
               contacto_fono, contacto_email)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
            [
              r.identificacion,
              r.tipoIdentificacion,
              r.nombres,
              r.apellidoPaterno,
              r.apellidoMaterno,
              r.preferenceGroup,
              onRecord(r.contactoRegistrado?.fono),
              onRecord(r.contactoRegistrado?.email),
            ],
          );
          const id = row!.id;
          ids.set(r.identificacion, id);
          for (const [i, code] of r.products.entries()) {
            await tx.run(
              `INSERT INTO products (policyholder_id, code, position, numero_poliza, aseguradora, inicio_vigencia)
               VALUES (?, ?, ?, ?, ?, ?)`,
              [id, code, i, policyNumber(code, id), INSURER, r.inicioVigencia],
            );
          }
          for (const [i, perfil] of r.perfiles.entries()) {
            await tx.run('INSERT INTO profiles (policyholder_id, perfil, position) VALUES (?, ?, ?)', [id, perfil, i]);
          }
          for (const [i, p] of r.plans.entries()) {
            await tx.run('INSERT INTO plans (policyholder_id, servicio, plan, position) VALUES (?, ?, ?, ?)', [
              id,
              p.servicio,
              p.plan,
              i,
            ]);
          }
          for (const [i, d] of r.datosProductos.entries()) {
            await tx.run('INSERT INTO licences (policyholder_id, cobertura, licencias, position) VALUES (?, ?, ?, ?)', [
              id,
              d.cobertura,
              d.licencias,
              i,
            ]);
          }
        }
        for (const r of records) {
          let guestId: number | null = null;
          if (r.guest) {
            const hostId = ids.get(r.guest.hostIdentificacion);
            if (hostId === undefined) throw new Error(`Host ${r.guest.hostIdentificacion} is not in the registry`);
            const row = await tx.get<{ id: number }>(
              `INSERT INTO guests (identificacion, tipo_identificacion, nombres, apellido_paterno, apellido_materno,
                 host_policyholder_id, id_producto, created_at, contacto_fono, contacto_email)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
              [
                r.identificacion,
                r.tipoIdentificacion,
                r.nombres,
                r.apellidoPaterno,
                r.apellidoMaterno,
                hostId,
                r.guest.idProducto,
                now,
                onRecord(r.contactoRegistrado?.fono),
                onRecord(r.contactoRegistrado?.email),
              ],
            );
            guestId = row!.id;
          }
          if (r.account) {
            await tx.run(
              `INSERT INTO users (identificacion, tipo_identificacion, policyholder_id, guest_id, nombres, apellido_paterno,
                 apellido_materno, email, fono, password_hash, created_at, updated_at)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
              [
                r.identificacion,
                r.tipoIdentificacion,
                ids.get(r.identificacion),
                guestId,
                r.nombres,
                r.apellidoPaterno,
                r.apellidoMaterno,
                r.account.email,
                r.account.fono,
                r.account.passwordHash,
                now,
                now,
              ],
            );
          }
        }
        return true;
      });
    },
    /**
     * A registry seeded before contacts were kept gets them: each record's contact fills its rows that hold none,
     * never one written since (by the lender's feed or an invitation).
     */
    async addMissingContacts(
      records: Array<Pick<RegistryRecord, 'identificacion' | 'tipoIdentificacion' | 'contactoRegistrado'>>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        for (const r of records) {
          const fono = onRecord(r.contactoRegistrado?.fono);
          const email = onRecord(r.contactoRegistrado?.email);
          if (fono === null && email === null) continue;
          for (const table of ['policyholders', 'guests']) {
            await tx.run(
              `UPDATE ${table} SET contacto_fono = ?, contacto_email = ?
               WHERE tipo_identificacion = ? AND identificacion = ? AND contacto_fono IS NULL AND contacto_email IS NULL`,
              [fono, email, r.tipoIdentificacion, r.identificacion],
            );
          }
        }
      });
    },
  };
}
