import { assetUrl } from '../../../assets';
import { carouselCategories } from './carousel';
import type { LandingContentData } from './LandingContent';

/** Everything the home shows that comes from the catalogue. */
export function landingContentData(): LandingContentData {
  return { categories: carouselCategories(), heroImage: assetUrl('familias/vidaTotal.svg') ?? '' };
}
