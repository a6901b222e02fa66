import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { elementBase } from './elementBase';

/** Document defaults every page and story shares. */
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
});
// Any element is `*` with its pseudo-elements, so generated content is sized alike.
for (const { elements, state, style } of elementBase) globalStyle(elements ?? state ?? '*, *::before, *::after', style);
globalStyle('html:focus-within', { scrollBehavior: 'smooth' });
globalStyle('html:focus-within', { '@media': { '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } } });
