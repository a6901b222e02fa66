import { tokenName } from '../../tokens/names.ts';

/**
 * Every class the package's components use starts with this prefix (the build's class names), so `styles.css` can
 * address the components' own elements, and nothing else on the page.
 */
export const classPrefix = 'bnf_';

/** A token as plain CSS: `['font', 'heading']` → `var(--bnf-font-heading)`. */
const token = (...path: string[]) => `var(--${tokenName(path)})`;

/** A selector for the package's own elements among `elements` (specificity of one class, like the components' rules). */
function own(elements?: string) {
  const scope = elements ? `:where(${elements})` : '';
  return `${scope}[class^="${classPrefix}"], ${scope}[class*=" ${classPrefix}"]`;
}

const textElements = 'h1, h2, h3, h4, h5, h6, p, li, dt, dd, label, legend, span, strong, em, small, figcaption, caption, th, td';

/**
 * What the components take from `base.css` in the portal, given to their own elements only, first in `styles.css`:
 * an app without `base.css`, or with its own rules on bare elements (`h2 { color }`, `* { box-sizing }`,
 * `p { margin }`), draws them as the portal does, focus ring included. A component's own rule comes later with the same specificity and
 * wins; an app's rule on a bare element (no class) loses. Text takes its colour from the component around it,
 * which is what inheritance gives when nothing interferes.
 */
export function ownElementsCss(): string {
  return [
    '/* The components\' own elements keep the look base.css gives them, whatever an app sets on bare elements. */',
    `${own()} { box-sizing: border-box; }`,
    `${own(textElements)} { color: inherit; }`,
    `${own('h1, h2, h3, h4')} { font-family: ${token('font', 'heading')}; line-height: ${token('lineHeight', 'tight')}; margin: 0; }`,
    `${own('p')} { margin: 0; }`,
    `${own('img, svg')} { display: block; max-width: 100%; }`,
    // As specific as base.css's ring: a component's own focus style, or its `outline: none`, still comes later and wins.
    `:where(${own()}):focus-visible { outline: ${token('size', 'focusRing')} solid ${token('color', 'focus')}; outline-offset: 2px; }`,
    '',
  ].join('\n');
}
