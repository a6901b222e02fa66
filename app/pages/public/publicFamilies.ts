/** The seven families whose public page is /:family (the two Power families have their own landings). */
export const publicFamilySlugs = ['proteccion', 'vida', 'detecta', 'salud', 'cuotas', 'hogar', 'vidaTotal'] as const;

export const isPublicFamilySlug = (slug: string | undefined): slug is (typeof publicFamilySlugs)[number] =>
  slug !== undefined && (publicFamilySlugs as readonly string[]).includes(slug);
