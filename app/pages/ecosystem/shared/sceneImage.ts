import type { BenefitImage } from '../../../../ui';

/** Our drawings are 160 × 120 scenes, painted in the family accent; the card reserves that ratio while one loads. */
export function sceneImage(src: string, alt = ''): BenefitImage {
  return { src, alt, width: 160, height: 120, tinted: true };
}
