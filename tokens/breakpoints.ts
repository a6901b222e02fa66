/** Viewport widths (px) where the layout changes; the card grid goes 1 → 2 → 3 → 4 columns. */
export const breakpoints = {
  tablet: 600,
  desktop: 900,
  wide: 1200,
} as const;

/** Media queries for vanilla-extract `@media` blocks (custom properties cannot be used there). */
export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/**
 * Container widths (in rem, so they grow with the reader's text size) where a component rearranges itself.
 * `sideBySide`: narrower than this, two fields sharing a row stack (12rem: a 320 px phone's form keeps them side by
 * side at the design's text size and stacks them with the text at 200 %).
 */
export const containerBreakpoints = {
  sideBySide: '12rem',
} as const;

/** Container queries for vanilla-extract `@container` blocks. */
export const container = {
  narrowerThanSideBySide: `(max-width: ${containerBreakpoints.sideBySide})`,
} as const;
