import { assetUrl } from '../../assets';
import { benefitsOfFamily, familyBySlug, tiersLabel } from '../../domain/catalogue';
import type { PublicFamily } from './publicFamilyData';

/** A family's public page data from the catalogue (see publicFamilyData.tsx). */
export function publicFamilyOf(slug: string): PublicFamily | undefined {
  const family = familyBySlug(slug);
  if (!family) return undefined;
  return {
    code: family.code,
    slug: family.slug,
    title: family.navtitle ?? family.name,
    desc: family.desc,
    image: assetUrl(family.img) ?? '',
    benefits: benefitsOfFamily(family.slug).map((benefit) => ({
      id: benefit.id,
      shorttitle: benefit.shorttitle,
      title: benefit.title,
      desc: benefit.desc,
      href: benefit.linkOut,
      planes: tiersLabel(benefit),
      image: assetUrl(benefit.img) ?? '',
    })),
  };
}
