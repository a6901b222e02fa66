import type { Sql } from './sql.ts';

export type PlaceKind = 'clinica' | 'laboratorio' | 'odontologia' | 'coworking';
export type PlaceDays = 'lunesASabado' | 'lunesAViernes' | 'todos';

/** What a place is, as stored and as seeded. */
interface PlaceBase {
  id: number;
  nombre: string;
  tipo: PlaceKind;
  direccion: string;
  ubigeo: string;
  telefono: string;
}

export interface PlaceRow extends PlaceBase {
  dias: PlaceDays;
  abre: string;
  cierra: string;
  activo: number;
}

/** One place as server/seed/affiliated-places.json writes it. */
export interface PlaceSeed extends PlaceBase {
  horario: { dias: PlaceDays; desde: string; hasta: string };
  /** Service module codes (app/domain/rules/benefitRules.ts). */
  servicios: string[];
}

/** The affiliated network: places and the kinds of service each gives. */
export function placesStore(db: Sql) {
  const isSeeded = async (sql: Sql) => (await sql.get('SELECT 1 FROM places LIMIT 1')) !== undefined;
  return {
    isSeeded: () => isSeeded(db),
    /** Loads the network into an empty table, all or nothing; false when another process seeded it first. */
    insertAll(places: readonly PlaceSeed[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.lock('places-seed');
        if (await isSeeded(tx)) return false;
        for (const p of places) {
          await tx.run(
            `INSERT INTO places (id, nombre, tipo, direccion, ubigeo, telefono, dias, abre, cierra)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            [
              p.id,
              p.nombre,
              p.tipo,
              p.direccion,
              p.ubigeo,
              p.telefono,
              p.horario.dias,
              p.horario.desde,
              p.horario.hasta,
            ],
          );
          for (const modulo of p.servicios)
            await tx.run('INSERT INTO place_services (place_id, modulo) VALUES (?, ?)', [p.id, modulo]);
        }
        return true;
      });
    },
    /** The open places that give a kind of service, by name. */
    giving(modulo: string): Promise<PlaceRow[]> {
      return db.all(
        `SELECT p.* FROM places p JOIN place_services s ON s.place_id = p.id
         WHERE s.modulo = ? AND p.activo = 1 ORDER BY p.nombre, p.id`,
        [modulo],
      );
    },
    /** The place, when it is open and gives that kind of service. */
    async givingAt(id: number, modulo: string): Promise<PlaceRow | undefined> {
      return db.get(
        'SELECT p.* FROM places p JOIN place_services s ON s.place_id = p.id WHERE p.id = ? AND s.modulo = ? AND p.activo = 1',
        [id, modulo],
      );
    },
    /** Places by id, open or not: a booking names its place for as long as it is listed. */
    async byIds(ids: readonly number[]): Promise<Map<number, PlaceRow>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await db.all<PlaceRow>(
        `SELECT * FROM places WHERE id IN (${unique.map(() => '?').join(', ')})`,
        unique,
      );
      return new Map(rows.map((r) => [r.id, r]));
    },
  };
}

export type PlacesStore = ReturnType<typeof placesStore>;
