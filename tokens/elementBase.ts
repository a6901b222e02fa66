import { vars } from './contract.css';

/**
 * The document base's rules for elements, written once for two stylesheets: `base.css` gives them to every element
 * of the page, the package's `styles.css` to the components' own elements only (ui/package/ownElements.ts), so the
 * components look the same with or without `base.css`.
 */
export interface ElementRule {
  /** The elements the rule is for; with neither this nor `state`, any element. */
  elements?: string;
  /** Instead of elements, a state of any element (`:focus-visible`). */
  state?: string;
  /** CSS properties in camel case, as vanilla-extract and React's `style` write them. */
  style: Readonly<Record<string, string | 0>>;
}

export const elementBase: readonly ElementRule[] = [
  { style: { boxSizing: 'border-box' } },
  {
    elements: 'h1, h2, h3, h4',
    style: { fontFamily: vars.font.heading, lineHeight: vars.lineHeight.tight, margin: 0 },
  },
  { elements: 'p', style: { margin: 0 } },
  { elements: 'img, svg', style: { display: 'block', maxWidth: '100%' } },
  {
    state: ':focus-visible',
    style: { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
];
