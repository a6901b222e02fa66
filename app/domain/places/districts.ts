import type { Area } from '../rules/benefitRules.ts';

/**
 * The districts home visits reach, with their INEI ubigeo codes (department, province, district: two digits each):
 * the 43 districts of the province of Lima (1501xx) and the 7 of the Constitutional Province of Callao (0701xx),
 * together Lima Metropolitana y Callao. The booking form offers them, the server names them and checks the area.
 */

export type Provincia = 'Lima' | 'Callao';

export interface District {
  ubigeo: string;
  nombre: string;
  provincia: Provincia;
}

const lima = (ubigeo: string, nombre: string): District => ({ ubigeo, nombre, provincia: 'Lima' });
const callao = (ubigeo: string, nombre: string): District => ({ ubigeo, nombre, provincia: 'Callao' });

export const LIMA_CALLAO_DISTRICTS: readonly District[] = [
  lima('150101', 'Lima'),
  lima('150102', 'Ancón'),
  lima('150103', 'Ate'),
  lima('150104', 'Barranco'),
  lima('150105', 'Breña'),
  lima('150106', 'Carabayllo'),
  lima('150107', 'Chaclacayo'),
  lima('150108', 'Chorrillos'),
  lima('150109', 'Cieneguilla'),
  lima('150110', 'Comas'),
  lima('150111', 'El Agustino'),
  lima('150112', 'Independencia'),
  lima('150113', 'Jesús María'),
  lima('150114', 'La Molina'),
  lima('150115', 'La Victoria'),
  lima('150116', 'Lince'),
  lima('150117', 'Los Olivos'),
  lima('150118', 'Lurigancho (Chosica)'),
  lima('150119', 'Lurín'),
  lima('150120', 'Magdalena del Mar'),
  lima('150121', 'Pueblo Libre'),
  lima('150122', 'Miraflores'),
  lima('150123', 'Pachacámac'),
  lima('150124', 'Pucusana'),
  lima('150125', 'Puente Piedra'),
  lima('150126', 'Punta Hermosa'),
  lima('150127', 'Punta Negra'),
  lima('150128', 'Rímac'),
  lima('150129', 'San Bartolo'),
  lima('150130', 'San Borja'),
  lima('150131', 'San Isidro'),
  lima('150132', 'San Juan de Lurigancho'),
  lima('150133', 'San Juan de Miraflores'),
  lima('150134', 'San Luis'),
  lima('150135', 'San Martín de Porres'),
  lima('150136', 'San Miguel'),
  lima('150137', 'Santa Anita'),
  lima('150138', 'Santa María del Mar'),
  lima('150139', 'Santa Rosa'),
  lima('150140', 'Santiago de Surco'),
  lima('150141', 'Surquillo'),
  lima('150142', 'Villa El Salvador'),
  lima('150143', 'Villa María del Triunfo'),
  callao('070101', 'Callao'),
  callao('070102', 'Bellavista'),
  callao('070103', 'Carmen de la Legua Reynoso'),
  callao('070104', 'La Perla'),
  callao('070105', 'La Punta'),
  callao('070106', 'Ventanilla'),
  callao('070107', 'Mi Perú'),
];

const byUbigeo = new Map(LIMA_CALLAO_DISTRICTS.map((d) => [d.ubigeo, d]));

/** A district of Lima Metropolitana y Callao by its ubigeo; undefined for any other code. */
export function districtByUbigeo(ubigeo: string): District | undefined {
  return byUbigeo.get(ubigeo);
}

/**
 * The districts a home visit reaches in each area. An area without a list is not one home visits are given in
 * (rules.test.ts checks that every home-visit benefit's area has one).
 */
export const AREA_DISTRICTS: Partial<Record<Area, readonly District[]>> = {
  limaCallao: LIMA_CALLAO_DISTRICTS,
};

/** How an area is named in a sentence. */
export const AREA_NAMES: Partial<Record<Area, string>> = {
  limaCallao: 'Lima Metropolitana y Callao',
};

/** Whether a home visit in `area` reaches the district `ubigeo`. */
export function areaReaches(area: Area, ubigeo: string): boolean {
  return AREA_DISTRICTS[area]?.some((d) => d.ubigeo === ubigeo) ?? false;
}
