/** The nine benefit families, as the spec (section 3) codes them. */
export const families = [
  { code: '7702-1', slug: 'proteccion', name: 'Protección de Tarjeta' },
  { code: '7705-1', slug: 'vida', name: 'Vida Plus' },
  { code: '7703-1', slug: 'detecta', name: 'Detecta Plus' },
  { code: '7706-1', slug: 'salud', name: 'Salud' },
  { code: '7704-1', slug: 'cuotas', name: 'Protección de Pagos' },
  { code: '7717-1', slug: 'hogar', name: 'Hogar Plus' },
  { code: '7715-1', slug: 'vidaTotal', name: 'Vida (Total)' },
  { code: '7722-1', slug: 'detecta-power', name: 'Detecta Power!' },
  { code: '7723-1', slug: 'vida-power', name: 'Vida Power!' },
] as const;

export type Family = (typeof families)[number];
export type FamilyCode = Family['code'];
export type FamilySlug = Family['slug'];

export const familyCodes = families.map((f) => f.code) as readonly FamilyCode[];

export function familyBySlug(slug: string): Family | undefined {
  return families.find((f) => f.slug === slug);
}
