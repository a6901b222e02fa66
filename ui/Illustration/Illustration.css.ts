import { style } from '@vanilla-extract/css';
import { familyVars } from '../../tokens';

/** The soft family tone fills the box at once; the drawing arrives on top without moving anything. */
export const box = style({
  display: 'block',
  position: 'relative',
  width: '100%',
  overflow: 'hidden',
  background: familyVars.accentSoft,
});

/** The drawing is a mask over the accent: its opacities become tones of the family colour. */
export const drawing = style({
  position: 'absolute',
  inset: 0,
  background: familyVars.accent,
  maskRepeat: 'no-repeat',
  maskPosition: 'center',
  maskSize: 'contain',
  WebkitMaskRepeat: 'no-repeat',
  WebkitMaskPosition: 'center',
  WebkitMaskSize: 'contain',
  selectors: { '[data-loaded="false"] > &': { visibility: 'hidden' } },
});
