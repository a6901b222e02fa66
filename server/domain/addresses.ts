import { districtByUbigeo } from '../../app/domain/places/districts.ts';
import type { DireccionLeida } from '../http/contract.ts';

/** An address as the API returns it: the district named from its ubigeo (only listed districts are ever stored). */
export function readAddress(row: { ubigeo: string; calle: string; referencia: string | null }): DireccionLeida {
  return {
    ubigeo: row.ubigeo,
    distrito: districtByUbigeo(row.ubigeo)?.nombre ?? '',
    calle: row.calle,
    referencia: row.referencia,
  };
}

/** A home visit's address stored with the appointment, or null for any other appointment. */
export function appointmentAddress(row: {
  direccion_ubigeo: string | null;
  direccion_calle: string | null;
  direccion_referencia: string | null;
}): DireccionLeida | null {
  if (!row.direccion_ubigeo || !row.direccion_calle) return null;
  return readAddress({
    ubigeo: row.direccion_ubigeo,
    calle: row.direccion_calle,
    referencia: row.direccion_referencia,
  });
}
