import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, testEngine } from '../test/databases.ts';
import { migrate } from './migrate.ts';
import { migrations } from './migrations.ts';
import type { Database } from './sql.ts';

const READABLE = /^[ACDEFHJKMNPQRTUVWXY34679]{3}-[ACDEFHJKMNPQRTUVWXY34679]{3}$/;
const PLACES_VERSION = migrations.find((m) => m.name.startsWith('affiliated places'))!.version;

/**
 * The migration that brought places and booking codes, on a database that already holds bookings: each gets a
 * readable code of its own, and the live-slot index still holds one booking per slot without a place, one per
 * place with them.
 */
describe(`places migration on ${testEngine()}`, () => {
  let db: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await databaseBefore(PLACES_VERSION));
    await db.run(
      "INSERT INTO policyholders (id, identificacion, tipo_identificacion, nombres, apellido_paterno, apellido_materno) VALUES (1, '40000001', 8, 'Ana', 'Paz', 'Ríos')",
    );
    await db.run(
      `INSERT INTO users (id, identificacion, tipo_identificacion, policyholder_id, nombres, apellido_paterno, apellido_materno, email, fono, password_hash, created_at, updated_at)
       VALUES (1, '40000001', 8, 1, 'Ana', 'Paz', 'Ríos', 'ana@example.pe', '900000001', 'x', 0, 0)`,
    );
    for (let id = 1; id <= 40; id++) {
      await db.run(
        `INSERT INTO appointments (id, user_id, id_beneficio, fecha, hora, estado, idempotency_key, created_at, updated_at)
         VALUES (?, 1, 8, ?, '10:00', ?, ?, 0, 0)`,
        [id, `2026-12-${String((id % 28) + 1).padStart(2, '0')}`, id <= 28 ? 'programada' : 'cancelada', `k${id}`],
      );
    }
    for (let id = 1; id <= 40; id++) {
      await db.run(
        `INSERT INTO coworking (id, user_id, anio, semana_inicio, semana_fin, estado, idempotency_key, created_at, updated_at)
         VALUES (?, 1, ?, '2026-12-07', '2026-12-12', 'cancelada', ?, 0, 0)`,
        [id, 2000 + id, `c${id}`],
      );
    }
    await migrate(db);
  });
  afterAll(() => close());

  it('gives every earlier appointment and coworking week a readable code, no two alike', async () => {
    const codes = [
      ...(await db.all<{ codigo_reserva: string }>('SELECT codigo_reserva FROM appointments')),
      ...(await db.all<{ codigo_reserva: string }>('SELECT codigo_reserva FROM coworking')),
    ].map((r) => r.codigo_reserva);
    expect(codes).toHaveLength(80);
    for (const code of codes) expect(code).toMatch(READABLE);
    expect(new Set(codes).size).toBe(80);
  });

  it('keeps one live booking per slot without a place, and one per place', async () => {
    const insert = (id: number, idLugar: number | null, code: string) =>
      db.run(
        `INSERT INTO appointments (id, user_id, id_beneficio, fecha, hora, estado, idempotency_key, id_lugar, codigo_reserva, created_at, updated_at)
         VALUES (?, 1, 8, '2026-12-02', '10:00', 'programada', ?, ?, ?, 0, 0)`,
        [id, `n${id}`, idLugar, code],
      );
    // 2026-12-02 10:00 is held by appointment 1, which has no place.
    await expect(insert(101, null, 'AAA-AAA')).rejects.toThrow();
    await db.run(
      "INSERT INTO places (id, nombre, tipo, direccion, ubigeo, telefono, dias, abre, cierra) VALUES (1, 'A', 'laboratorio', 'Calle 1', '150122', '(01) 000-0000', 'todos', '07:00', '18:00')",
    );
    await db.run(
      "INSERT INTO places (id, nombre, tipo, direccion, ubigeo, telefono, dias, abre, cierra) VALUES (2, 'B', 'laboratorio', 'Calle 2', '150131', '(01) 000-0001', 'todos', '07:00', '18:00')",
    );
    await insert(102, 1, 'CCC-CCC');
    await insert(103, 2, 'DDD-DDD');
    await expect(insert(104, 1, 'EEE-EEE')).rejects.toThrow();
    // A code is one booking's only.
    await expect(db.run("UPDATE appointments SET codigo_reserva = 'CCC-CCC' WHERE id = 103")).rejects.toThrow();
  });
});
