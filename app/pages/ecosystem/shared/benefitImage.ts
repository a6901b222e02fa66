import { assetUrl } from '../../../assets';
import type { BenefitImage } from '../../../../ui';
import { sceneImage } from './sceneImage';

/** A catalogue drawing (a path relative to app/assets) as a card's scene. */
export function benefitImage(path: string, alt = ''): BenefitImage {
  return sceneImage(assetUrl(path) ?? '', alt);
}
