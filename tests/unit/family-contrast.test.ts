import { describe, expect, it } from 'vitest';
import { familySwatches } from '../../tokens/docs.ts';
import { themeValues } from '../../tokens/theme.ts';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('family accents', () => {
  it('there are nine, one per product code', () => {
    expect(familySwatches.map((f) => f.code)).toEqual(['7702-1', '7705-1', '7703-1', '7706-1', '7704-1', '7717-1', '7715-1', '7722-1', '7723-1']);
    expect(new Set(familySwatches.map((f) => f.accent)).size).toBe(9);
  });

  it.each(familySwatches.map((f) => [f.name, f]))('%s: accent and hover read at 4.5:1 with onAccent', (_name, f) => {
    expect(contrast(f.accent, f.onAccent)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(f.accentHover, f.onAccent)).toBeGreaterThanOrEqual(4.5);
  });

  it('the contrast function is right on known pairs', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 1);
  });
});

describe('focus ring', () => {
  const { color } = themeValues;
  // WCAG 1.4.11: a focus indicator reads at 3:1 against what surrounds it. The footer draws it in onBrand.
  it('reads at 3:1 on the page and on the brand band', () => {
    expect(contrast(color.focus, color.surface)).toBeGreaterThanOrEqual(3);
    expect(contrast(color.onBrand, color.brand)).toBeGreaterThanOrEqual(3);
  });
});
