import type { FamilySlug } from '../../../tokens/families.ts';

/**
 * What the menus need of each family: display order, whether it is offered and its menu title. Kept apart from the
 * editorial fields (familyDefinitions.ts) so every page's header carries these and nothing more.
 */
export interface FamilyMenuFacts {
  position: number;
  active: boolean;
  navtitle?: string;
}

export const familyMenuFacts: Record<FamilySlug, FamilyMenuFacts> = {
  proteccion: { position: 1, active: true, navtitle: 'Protección de Tarjeta' },
  vida: { position: 3, active: true, navtitle: 'Vida Plus' },
  detecta: { position: 5, active: true, navtitle: 'Detecta Plus' },
  salud: { position: 2, active: true, navtitle: 'Salud' },
  cuotas: { position: 4, active: true, navtitle: 'Protección de Pagos' },
  hogar: { position: 6, active: true, navtitle: 'Hogar Plus' },
  vidaTotal: { position: 7, active: true, navtitle: 'Vida (Total)' },
  'detecta-power': { position: 8, active: true, navtitle: 'Detecta Power!' },
  'vida-power': { position: 9, active: true, navtitle: 'Vida Power!' },
};
