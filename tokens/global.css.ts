import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** Document defaults every page and story shares. */
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
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
globalStyle('h1, h2, h3, h4', { fontFamily: vars.font.heading, lineHeight: vars.lineHeight.tight, margin: 0 });
globalStyle('p', { margin: 0 });
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
globalStyle(':focus-visible', { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('html:focus-within', { scrollBehavior: 'smooth' });
globalStyle('html:focus-within', { '@media': { '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } } });
