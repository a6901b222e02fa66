import { benefitDefinitions } from './benefitDefinitions.ts';
import { buildBenefits, buildFamilies } from './build.ts';
import { familyDefinitions } from './familyDefinitions.ts';
import type { Benefit, FamilyEntry } from './types.ts';

/** Benefits 1 to 46, in id order. */
export const benefits: readonly Benefit[] = buildBenefits(benefitDefinitions);

/** The nine families, in the tokens' order (see `position` for display order). */
export const catalogueFamilies: readonly FamilyEntry[] = buildFamilies(familyDefinitions, benefits);

/** Ecosystem ids with special rules (spec section 9). */
export const ECOSISTEMA_GRUPOS = 5;
export const ECOSISTEMA_DETECTA_POWER = 8;
export const ECOSISTEMA_VIDA_POWER = 9;
