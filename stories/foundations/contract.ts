/**
 * Reads the tokens' contract at run time, so the foundation pages always show the CSS variable names and values
 * the library really ships, whatever the contract calls them.
 */

/** `var(--color-brand)` (or a fallback form) → `--color-brand`. */
export function cssVariableName(reference: string): string {
  const match = /var\((--[^,)\s]+)/.exec(reference);
  return match?.[1] ?? reference;
}

/** The value a CSS variable has on an element (the document root unless told otherwise). */
export function cssVariableValue(reference: string, element: Element = document.documentElement): string {
  return getComputedStyle(element).getPropertyValue(cssVariableName(reference)).trim();
}

/** Reads variables inside an element carrying `className` (a family theme), then removes it again. */
export function valuesInside<T extends Record<string, string>>(
  className: string,
  references: T,
): Record<keyof T, string> {
  const probe = document.createElement('div');
  probe.className = className;
  probe.hidden = true;
  document.body.append(probe);
  const values = Object.fromEntries(
    Object.entries(references).map(([key, ref]) => [key, cssVariableValue(ref, probe)]),
  );
  probe.remove();
  return values as Record<keyof T, string>;
}

type Rgba = [number, number, number, number];

/** Parses `#rgb`, `#rrggbb` and `rgb()/rgba()` values; undefined for anything else (keywords, gradients). */
export function parseColour(value: string): Rgba | undefined {
  const v = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(v)?.[1];
  if (hex) {
    const h = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16), 1];
  }
  const rgb = /^rgba?\(([^)]+)\)$/.exec(v)?.[1];
  if (!rgb) return undefined;
  const [r, g, b, a = 1] = rgb
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  return r !== undefined && g !== undefined && b !== undefined && [r, g, b, a].every(Number.isFinite)
    ? [r, g, b, a]
    : undefined;
}

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgba) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** WCAG 2 contrast ratio of two opaque colours; undefined when either is unparsable or translucent. */
export function contrastRatio(foreground: string, background: string): number | undefined {
  const fg = parseColour(foreground);
  const bg = parseColour(background);
  if (!fg || !bg || fg[3] < 1 || bg[3] < 1) return undefined;
  const [a, b] = [luminance(fg), luminance(bg)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
