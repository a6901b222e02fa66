import type { CarouselCategory } from '../../../../ui';
import { assetUrl } from '../../../assets';
import { activeFamilies, carouselOf } from '../../../domain/catalogue';

/** The carousel's categories: active families by position, each with its carousel benefits. */
export function carouselCategories(): CarouselCategory[] {
  return activeFamilies().map((family) => ({
    id: family.slug,
    name: family.navtitle ?? family.name,
    position: family.position,
    active: family.active,
    family: family.code,
    href: family.rutaexterna,
    cards: carouselOf(family.slug).map((benefit) => ({
      title: benefit.tituloCarousel || benefit.shorttitle,
      description: benefit.textCarousel || benefit.desc,
      image: { src: assetUrl(benefit.imgCarousel) ?? '', alt: '', width: 160, height: 120, tinted: true },
      href: benefit.linkOut,
    })),
  }));
}
