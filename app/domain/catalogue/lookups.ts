import { benefits, catalogueFamilies } from './data.ts';
import type { Benefit, FamilyEntry } from './types.ts';

/** Active families ordered by position (landing carousel, menus). */
export function activeFamilies(): FamilyEntry[] {
  return catalogueFamilies.filter((f) => f.active).sort((a, b) => a.position - b.position);
}

export function familyBySlug(slug: string): FamilyEntry | undefined {
  return catalogueFamilies.find((f) => f.slug === slug);
}

export function familyById(id: number): FamilyEntry | undefined {
  return catalogueFamilies.find((f) => f.id === id);
}

export function familyByCode(code: string): FamilyEntry | undefined {
  return catalogueFamilies.find((f) => f.code === code);
}

export function benefitById(id: number): Benefit | undefined {
  return benefits.find((b) => b.id === id);
}

/** Benefits that are the same service in several families (one `mod`): a use of one is a use of all. */
export function sameServiceIds(benefit: Pick<Benefit, 'mod'>): number[] {
  return benefits.filter((b) => b.mod === benefit.mod).map((b) => b.id);
}

/** The family's benefits in display order. */
export function benefitsOfFamily(slug: string): Benefit[] {
  const family = familyBySlug(slug);
  if (!family) return [];
  return family.ecos.map((id) => benefitById(id)).filter((b): b is Benefit => b !== undefined);
}

/** The carousel cards of a family (up to three). */
export function carouselOf(slug: string): Benefit[] {
  const family = familyBySlug(slug);
  if (!family) return [];
  return family.carrousel.map((id) => benefitById(id)).filter((b): b is Benefit => b !== undefined);
}

function normalisePath(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? '';
  return clean.length > 1 ? clean.replace(/\/+$/, '') : clean;
}

/** The benefit at an outward (/{family}/{benefit}) or inner (/ecosistema/{family}/{benefit}) route. */
export function benefitByRoute(path: string): Benefit | undefined {
  const p = normalisePath(path);
  return benefits.find((b) => b.linkOut === p || b.linkIn === p);
}

/** The family of an outward (/salud) or inner (/ecosistema/salud) route, or of any benefit route below it. */
export function familyByRoute(path: string): FamilyEntry | undefined {
  const segments = normalisePath(path).split('/').filter(Boolean);
  const slug = segments[0] === 'ecosistema' ? segments[1] : segments[0];
  return slug ? familyBySlug(slug) : undefined;
}

/** Previous and next benefits within the same family (cyclic). */
export function neighbours(id: number): { prev: Benefit; next: Benefit } | undefined {
  const benefit = benefitById(id);
  if (!benefit) return undefined;
  const list = benefitsOfFamily(benefit.family);
  const i = list.findIndex((b) => b.id === id);
  const prev = list[(i - 1 + list.length) % list.length];
  const next = list[(i + 1) % list.length];
  return prev && next ? { prev, next } : undefined;
}

/**
 * The line to call at once for a benefit used in an emergency (the ambulance), shown first on its pages; undefined
 * for every other benefit.
 */
export function emergencyLine(benefit: Pick<Benefit, 'mod' | 'telefono'>): string | undefined {
  return benefit.mod === 'Ambu' ? benefit.telefono : undefined;
}
