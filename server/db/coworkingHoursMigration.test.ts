import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, testEngine } from '../test/databases.ts';
import { migrate } from './migrate.ts';
import { migrations } from './migrations.ts';
import type { Database } from './sql.ts';

const HOURS_VERSION = migrations.find((m) => m.name === 'coworking branches keep the benefit hours')!.version;

/** A network seeded before the benefit's hours were the branches' own: the three coworking branches take them. */
describe(`coworking hours migration on ${testEngine()}`, () => {
  let db: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await databaseBefore(HOURS_VERSION));
    const place = (id: number, tipo: string, cierra: string) =>
      db.run(
        `INSERT INTO places (id, nombre, tipo, direccion, ubigeo, telefono, dias, abre, cierra)
         VALUES (?, ?, ?, 'Av. Larco 1150', '150122', '017004321', 'lunesASabado', '08:00', ?)`,
        [id, `Lugar ${id}`, tipo, cierra],
      );
    await place(5, 'clinica', '20:00');
    await place(12, 'coworking', '20:00');
    await place(13, 'coworking', '19:00');
    await migrate(db);
  });
  afterAll(() => close());

  it('gives the coworking branches 9:00 to 18:00 and leaves every other place alone', async () => {
    const hours = await db.all<{ id: number; abre: string; cierra: string }>(
      'SELECT id, abre, cierra FROM places ORDER BY id',
    );
    expect(hours).toEqual([
      { id: 5, abre: '08:00', cierra: '20:00' },
      { id: 12, abre: '09:00', cierra: '18:00' },
      { id: 13, abre: '09:00', cierra: '18:00' },
    ]);
  });
});
