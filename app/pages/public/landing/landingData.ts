import { assetUrl } from '../../../assets';
import { headerMenus, type HeaderMenus } from '../../../layout/headerMenus';
import { carouselCategories } from './carousel';
import type { LandingContentData } from './LandingContent';

/**
 * Everything the home shows that comes from the catalogue. The light entry gets it as JSON inside the
 * prerendered HTML, so its script carries neither the catalogue nor the asset list.
 */
export interface LandingData extends LandingContentData {
  menus: HeaderMenus;
}

export function landingContentData(): LandingContentData {
  return { categories: carouselCategories(), heroImage: assetUrl('familias/vidaTotal.svg') ?? '' };
}

export function buildLandingData(): LandingData {
  return { ...landingContentData(), menus: headerMenus(null) };
}
