import { describe, expect, it } from 'vitest';
import { familySwatches } from '../../tokens/docs.ts';
import { brandTheme, darkColorValues, darkFamilyPalette, themeValues } from '../../tokens/theme.ts';

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
    expect(familySwatches.map((f) => f.code)).toEqual([
      '7702-1',
      '7705-1',
      '7703-1',
      '7706-1',
      '7704-1',
      '7717-1',
      '7715-1',
      '7722-1',
      '7723-1',
    ]);
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

describe('dark theme', () => {
  const c = darkColorValues;
  it.each([
    ['text on surface', c.text, c.surface, 4.5],
    ['text on muted surface', c.text, c.surfaceMuted, 4.5],
    ['muted text on surface', c.textMuted, c.surface, 4.5],
    ['muted text on muted surface', c.textMuted, c.surfaceMuted, 4.5],
    ['onBrand on brand', c.onBrand, c.brand, 4.5],
    ['onBrand on brand hover', c.onBrand, c.brandHover, 4.5],
    ['brand as text on surface', c.brand, c.surface, 4.5],
    ['link on surface', c.link, c.surface, 4.5],
    ['critical on surface', c.critical, c.surface, 4.5],
    ['critical on its surface', c.critical, c.criticalSurface, 4.5],
    ['onCritical on critical', c.onCritical, c.critical, 4.5],
    ['success on its surface', c.success, c.successSurface, 4.5],
    ['warning on its surface', c.warning, c.warningSurface, 4.5],
    ['info on its surface', c.info, c.infoSurface, 4.5],
    ['text on brand soft', c.text, c.brandSoft, 4.5],
    ['focus ring on surface', c.focus, c.surface, 3],
    ['strong border on surface', c.borderStrong, c.surface, 3],
  ] as const)('%s reads', (_name, fg, bg, ratio) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(ratio);
  });

  it.each(Object.entries(darkFamilyPalette))(
    'family %s: accent reads as text, as a fill and on its soft background',
    (_code, f) => {
      expect(contrast(f.accent, c.surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(f.accent, f.onAccent)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(f.accentHover, f.onAccent)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(f.accent, f.accentSoft)).toBeGreaterThanOrEqual(4.5);
    },
  );
});

describe('brandTheme', () => {
  it.each(['#0b3d6b', '#e30613', '#b4182d', '#00a19a', '#ffcc00', '#6d3fc0'])(
    '%s: the on-colour reads on the brand and its hover, light and dark',
    (brand) => {
      for (const mode of ['light', 'dark'] as const) {
        const t = brandTheme({ brand }, { mode });
        const on = t['--bnf-color-on-brand']!;
        expect(contrast(on, t['--bnf-color-brand']!)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(on, t['--bnf-color-brand-hover']!)).toBeGreaterThanOrEqual(4.5);
        // Brand-coloured text on the brand's soft tint (a chosen option), wherever it reads on the surface itself.
        const surface = mode === 'dark' ? darkColorValues.surface : themeValues.color.surface;
        if (contrast(t['--bnf-color-brand']!, surface) >= 4.5)
          expect(contrast(t['--bnf-color-brand']!, t['--bnf-color-brand-soft']!)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('in dark mode lifts the brand to read on the dark surface', () => {
    expect(
      contrast(brandTheme({ brand: '#0b3d6b' }, { mode: 'dark' })['--bnf-color-brand']!, darkColorValues.surface),
    ).toBeGreaterThanOrEqual(4.5);
  });
});
