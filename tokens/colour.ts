/**
 * Small sRGB helpers for themes as data: WCAG contrast, mixing, and the on-colour that reads on a background.
 * Plain functions of `#rrggbb` strings, so the build, the tests and an app's own theme code share them.
 */

const channels = (hex: string): [number, number, number] => {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`Expected #rrggbb, got ${hex}`);
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
};

const toHex = (rgb: readonly number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `amount` (0–1) of `to` mixed into `from`. */
export function mix(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  return toHex(a.map((c, i) => c + (b[i]! - c) * amount));
}

/** Of the candidates, the first that reads on `background` at `ratio`, else the one with the most contrast. */
export function readableOn(background: string, candidates: readonly string[], ratio = 4.5): string {
  const found = candidates.find((c) => contrast(c, background) >= ratio);
  return found ?? [...candidates].sort((x, y) => contrast(y, background) - contrast(x, background))[0]!;
}

/** `colour` moved towards `towards` in small steps until it reads on `background` at `ratio`. */
export function liftUntil(colour: string, background: string, ratio: number, towards = '#ffffff'): string {
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(colour, towards, step / 20);
    if (contrast(candidate, background) >= ratio) return candidate;
  }
  return towards;
}
