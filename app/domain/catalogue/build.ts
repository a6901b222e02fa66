import { families as familyTokens } from '../../../tokens/families.ts';
import type { BenefitDefinition } from './benefitDefinitions.ts';
import type { FamilyDefinition } from './familyDefinitions.ts';
import type { Benefit, FamilyEntry, FamilySlug } from './types.ts';

/** Asset paths, relative to app/assets (resolved to URLs by app/assets/index.ts). */
export const iconPath = (art: string) => `iconos/${art}.svg`;
export const imagePath = (art: string) => `beneficios/${art}.svg`;
export const familyImagePath = (slug: string) => `familias/${slug}.svg`;

export const outwardRoute = (family: string, slug: string) => `/${family}/${slug}`;
export const innerRoute = (family: string, slug: string) => `/ecosistema/${family}/${slug}`;

/** Fills the derived fields of every benefit; prev/next cycle within the family. */
export function buildBenefits(definitions: readonly BenefitDefinition[]): Benefit[] {
  const byFamily = new Map<FamilySlug, BenefitDefinition[]>();
  for (const d of definitions) byFamily.set(d.family, [...(byFamily.get(d.family) ?? []), d]);

  return definitions.map((d) => {
    const siblings = byFamily.get(d.family) ?? [d];
    const index = siblings.indexOf(d);
    const prev = siblings[(index - 1 + siblings.length) % siblings.length] ?? d;
    const next = siblings[(index + 1) % siblings.length] ?? d;
    const art = d.art ?? d.slug;
    const { slugIn, art: _art, ...rest } = d;
    return {
      ...rest,
      group: d.group ?? [0],
      img: imagePath(art),
      ico: iconPath(art),
      linkOut: outwardRoute(d.family, d.slug),
      linkIn: innerRoute(d.family, slugIn ?? d.slug),
      imgDescrip: imagePath(art),
      colorPrincipal: 'accent',
      colorSecundario: 'accentSoft',
      flatImgConFondo: true,
      tituloOut: d.title,
      descripcionOut: d.desc,
      imagenOut: imagePath(art),
      colorOut: 'accent',
      icoPrev: iconPath(prev.art ?? prev.slug),
      icoNext: iconPath(next.art ?? next.slug),
      urlPrev: innerRoute(prev.family, prev.slugIn ?? prev.slug),
      urlNext: innerRoute(next.family, next.slugIn ?? next.slug),
      titleServicioIn: d.shorttitle,
      imgCarousel: imagePath(art),
      textCarousel: d.desc,
      icoCarousel: iconPath(art),
      tituloCarousel: d.shorttitle,
      titlePrincipalView: d.title,
      descriptionPrincipalView: d.descrip,
      imagePrincipalView: imagePath(art),
    };
  });
}

/** Joins the token list (code, slug, name) with the editorial fields and the benefit ids. */
export function buildFamilies(
  definitions: Record<FamilySlug, FamilyDefinition>,
  benefits: readonly Benefit[],
): FamilyEntry[] {
  return familyTokens.map((token) => {
    const def = definitions[token.slug];
    const ecos = benefits.filter((b) => b.family === token.slug).map((b) => b.id);
    return {
      ...def,
      code: token.code,
      slug: token.slug,
      name: token.name,
      img: familyImagePath(token.slug),
      ico: iconPath(`familia-${token.slug}`),
      color: token.slug,
      ecos,
      carrousel: ecos.slice(0, 3),
      rutaexterna: `/${token.slug}`,
      rutainterna: `/ecosistema/${token.slug}`,
      value: token.code,
    };
  });
}
