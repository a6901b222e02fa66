import { assetUrl } from '../../../assets';
import type { BenefitImage } from '../../../../ui';

/** Our illustrations are 160 × 120; the card reserves that ratio while the image loads. */
export function benefitImage(path: string, alt = ''): BenefitImage {
  return { src: assetUrl(path) ?? '', alt, width: 160, height: 120 };
}
