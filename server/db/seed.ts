import type { Db } from './database.ts';

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
  /** Account already activated; the password arrives hashed. */
  account: { email: string; fono: string; passwordHash: string } | null;
}

/** Loads the policy registry into an empty database, all or nothing. */
export function seedStore(db: Db) {
  return {
    isSeeded(): boolean {
      return db.prepare('SELECT 1 FROM policyholders LIMIT 1').get() !== undefined;
    },
    /** False when another process seeded first (checked under the write lock). */
    insertRegistry(records: RegistryRecord[], now: number): boolean {
      return db.transaction(() => {
        if (db.prepare('SELECT 1 FROM policyholders LIMIT 1').get() !== undefined) return false;
        const ids = new Map<string, number>();
        for (const r of records) {
          const id = Number(
            db
              .prepare(
                `INSERT INTO policyholders (identificacion, tipo_identificacion, nombres, apellido_paterno, apellido_materno, preference_group)
                 VALUES (?, ?, ?, ?, ?, ?)`,
              )
              .run(r.identificacion, r.tipoIdentificacion, r.nombres, r.apellidoPaterno, r.apellidoMaterno, r.preferenceGroup)
              .lastInsertRowid,
          );
          ids.set(r.identificacion, id);
          r.products.forEach((code, i) =>
            db.prepare('INSERT INTO products (policyholder_id, code, position) VALUES (?, ?, ?)').run(id, code, i),
          );
          r.perfiles.forEach((perfil, i) =>
            db.prepare('INSERT INTO profiles (policyholder_id, perfil, position) VALUES (?, ?, ?)').run(id, perfil, i),
          );
          r.plans.forEach((p, i) =>
            db
              .prepare('INSERT INTO plans (policyholder_id, servicio, plan, position) VALUES (?, ?, ?, ?)')
              .run(id, p.servicio, p.plan, i),
          );
          r.datosProductos.forEach((d, i) =>
            db
              .prepare('INSERT INTO licences (policyholder_id, cobertura, licencias, position) VALUES (?, ?, ?, ?)')
              .run(id, d.cobertura, d.licencias, i),
          );
        }
        for (const r of records) {
          let guestId: number | null = null;
          if (r.guest) {
            const hostId = ids.get(r.guest.hostIdentificacion);
            if (hostId === undefined) throw new Error(`Host ${r.guest.hostIdentificacion} is not in the registry`);
            guestId = Number(
              db
                .prepare(
                  `INSERT INTO guests (identificacion, tipo_identificacion, nombres, apellido_paterno, apellido_materno,
                     host_policyholder_id, id_producto, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
                )
                .run(r.identificacion, r.tipoIdentificacion, r.nombres, r.apellidoPaterno, r.apellidoMaterno, hostId, r.guest.idProducto, now)
                .lastInsertRowid,
            );
          }
          if (r.account) {
            db.prepare(
              `INSERT INTO users (identificacion, tipo_identificacion, policyholder_id, guest_id, nombres, apellido_paterno,
                 apellido_materno, email, fono, password_hash, created_at, updated_at)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            ).run(
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
            );
          }
        }
        return true;
      }).immediate();
    },
  };
}
