import { elementBase, type ElementRule } from '../../tokens/elementBase.ts';

/**
 * Every class the package's components use starts with this prefix (the build's class names), so `styles.css` can
 * address the components' own elements, and nothing else on the page.
 */
import { classPrefix } from '../../tokens/names.ts';

export { classPrefix };

/** The package's own elements among `elements`, any of them without (specificity of one class, like the components' rules). */
function own(elements?: string) {
  const scope = elements ? `:where(${elements})` : '';
  return `${scope}[class^="${classPrefix}"], ${scope}[class*=" ${classPrefix}"]`;
}

/** A state stays as specific as base.css's (one pseudo-class): a component's own rule for it, or its `outline: none`, wins. */
const selectorOf = ({ elements, state }: ElementRule) => (state ? `:where(${own(elements)})${state}` : own(elements));

const declarations = (style: ElementRule['style']) =>
  Object.entries(style)
    .map(([property, value]) => `${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${String(value)};`)
    .join(' ');

const textElements =
  'h1, h2, h3, h4, h5, h6, p, li, dt, dd, label, legend, span, strong, em, small, figcaption, caption, th, td';

/**
 * The document base's element rules (tokens/elementBase.ts), given to the components' own elements only, first in
 * `styles.css`: an app without `base.css`, or with its own rules on bare elements (`h2 { color }`,
 * `* { box-sizing }`, `p { margin }`), draws them as the portal does, focus ring included. A component's own rule
 * comes later with the same specificity and wins; an app's rule on a bare element (no class) loses. Text also takes
 * its colour from the component around it, which is what inheritance gives when nothing interferes.
 */
export function ownElementsCss(): string {
  return [
    "/* The components' own elements keep the look base.css gives them, whatever an app sets on bare elements. */",
    ...elementBase.map((rule) => `${selectorOf(rule)} { ${declarations(rule.style)} }`),
    `${own(textElements)} { color: inherit; }`,
    ...againstBareRules.flatMap(({ elements, root, inner }) => [
      `${rootOwn(elements)} { ${root ?? inner} }`,
      `${innerOwn(elements)} { ${inner} }`,
    ]),
    '',
  ].join('\n');
}

/**
 * What an app's rule on a bare element would otherwise give a component's element: `button { padding: 14px 30px;
 * text-transform: uppercase }` emptied icon buttons and shouted labels, `h3 { text-decoration: underline }` and
 * `a { font-weight: 900 }` reached cards and footers. Inside a component an element goes back (`revert`) to the
 * browser's own value, which for these is its default or what it inherits from the component; a component's root
 * takes the values isolation.css.ts gives it. Both at the specificity of one class, which a bare element's rule
 * cannot beat; a component's own rules come later with the same specificity and win.
 */
const againstBareRules: readonly { elements?: string; root?: string; inner: string }[] = [
  {
    root: 'text-transform: none; letter-spacing: normal; word-spacing: normal;',
    inner: 'text-transform: revert; letter-spacing: revert; word-spacing: revert;',
  },
  { elements: textElements, inner: 'text-decoration: revert;' },
  { elements: 'button', inner: 'padding: revert;' },
  { elements: 'a', root: 'font-weight: normal;', inner: 'font-weight: revert;' },
];

const ownAny = own();
/** A component's root: an own element with no own element above it (the ancestor test is in `:where`). */
const rootOwn = (elements?: string) => `:where(:not(:is(${ownAny}) *)):is(${own(elements)})`;
/** An own element below a component's root, at the specificity of one class. */
const innerOwn = (elements?: string) => `:where(${ownAny}) :is(${own(elements)})`;
