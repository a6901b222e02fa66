import { assetUrl } from '../../../assets';
import type { BenefitImage } from '../../../../ui';

/** Our drawings are 160 × 120 scenes, painted in the family accent; the card reserves that ratio while one loads. */
export function benefitImage(path: string, alt = ''): BenefitImage {
  return { src: assetUrl(path) ?? '', alt, width: 160, height: 120, tinted: true };
}
