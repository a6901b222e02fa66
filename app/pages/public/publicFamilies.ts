import { familyBySlug, type FamilyEntry } from '../../domain/catalogue';

/** The seven families whose public page is /:family (the two Power families have their own landings). */
export const publicFamilySlugs = ['proteccion', 'vida', 'detecta', 'salud', 'cuotas', 'hogar', 'vidaTotal'] as const;

export function publicFamily(slug: string | undefined): FamilyEntry | undefined {
  return slug && (publicFamilySlugs as readonly string[]).includes(slug) ? familyBySlug(slug) : undefined;
}
