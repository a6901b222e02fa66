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
