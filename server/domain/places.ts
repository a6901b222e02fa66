import type { Benefit } from '../../app/domain/catalogue/index.ts';
import { districtByUbigeo } from '../../app/domain/places/districts.ts';
import { mapUrl } from '../../app/domain/places/placeText.ts';
import { givenAtPlace } from '../../app/domain/agenda.ts';
import type { Store } from '../db/index.ts';
import type { PlaceRow } from '../db/places.ts';
import { mensajesLugar, type Lugar } from '../http/contract.ts';

/** A place as the API answers it: its district named, its hours as the rules write them, a map link. */
export function toLugar(row: PlaceRow): Lugar {
  const distrito = districtByUbigeo(row.ubigeo)?.nombre ?? row.ubigeo;
  return {
    idLugar: row.id,
    nombre: row.nombre,
    tipo: row.tipo,
    direccion: row.direccion,
    ubigeo: row.ubigeo,
    distrito,
    telefono: row.telefono,
    horario: { dias: row.dias, desde: row.abre, hasta: row.cierra },
    mapa: mapUrl(row.direccion, distrito),
  };
}

export type PlaceChoice = { ok: true; place: PlaceRow | null } | { ok: false; mensaje: string };

/**
 * The place a booking names, checked: required for a benefit given at a place, and one that is open and gives
 * that benefit's service; refused for a benefit given anywhere else.
 */
export async function choosePlace(store: Store, benefit: Benefit, idLugar: number | undefined): Promise<PlaceChoice> {
  if (!givenAtPlace(benefit))
    return idLugar === undefined ? { ok: true, place: null } : { ok: false, mensaje: mensajesLugar.sinLugar };
  if (idLugar === undefined)
    return {
      ok: false,
      mensaje: benefit.mod === 'Cowork' ? mensajesLugar.sedeRequerida : mensajesLugar.lugarRequerido,
    };
  const place = await store.places.givingAt(idLugar, benefit.mod);
  if (place) return { ok: true, place };
  const known = (await store.places.byIds([idLugar])).get(idLugar);
  if (!known || known.activo !== 1) return { ok: false, mensaje: mensajesLugar.lugarDesconocido };
  return { ok: false, mensaje: `${known.nombre} no atiende ${benefit.title}. Elige otro local de la lista.` };
}

/** The API's place of each booking that names one. */
export async function lugaresOf(store: Store, ids: ReadonlyArray<number | null>): Promise<Map<number, Lugar>> {
  const rows = await store.places.byIds(ids.filter((id): id is number => id !== null));
  return new Map([...rows].map(([id, row]) => [id, toLugar(row)]));
}
