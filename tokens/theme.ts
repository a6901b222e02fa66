import { darkPalette, familyPalette, palette } from './palette';
import { motion } from './motion';
import { contrast, liftUntil, luminance, mix, readableOn } from './colour';
import { tokenName } from './names';
import type { FamilyCode } from './families';

const ms = (n: number) => `${n}ms`;

/**
 * The base theme's values, as plain data: `theme.css.ts` puts them on `:root` as custom properties,
 * and the library build writes them to `tokens.json` (W3C Design Tokens format) for other apps and design tools.
 */
export const themeValues = {
  color: {
    brand: palette.navy700,
    brandHover: palette.navy800,
    brandSoft: palette.navy50,
    onBrand: palette.white,
    warm: palette.sun500,
    surface: palette.white,
    surfaceMuted: palette.grey50,
    surfaceSunken: palette.grey100,
    text: palette.grey900,
    textMuted: palette.grey600,
    textInverse: palette.white,
    border: palette.grey200,
    borderStrong: palette.grey600,
    focus: palette.blue600,
    link: palette.blue600,
    info: palette.grey700,
    infoSurface: palette.grey100,
    success: palette.green700,
    successSurface: palette.green50,
    warning: palette.yellow600,
    warningSurface: palette.yellow100,
    warningBorder: palette.yellow300,
    critical: palette.red700,
    criticalHover: palette.red800,
    criticalSurface: palette.red50,
    onCritical: palette.white,
    overlay: 'rgba(26, 32, 43, 0.6)',
    transparent: 'transparent',
    scrim: 'rgba(255, 255, 255, 0.8)',
  },
  font: {
    body: "'Figtree Variable', 'Segoe UI', Roboto, Arial, sans-serif",
    heading: "'Figtree Variable', 'Segoe UI', Roboto, Arial, sans-serif",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    xxxl: '2.25rem',
  },
  fontWeight: { regular: '400', medium: '600', bold: '750' },
  lineHeight: { tight: '1.2', body: '1.5' },
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    xxxl: '4rem',
  },
  radius: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  borderWidth: { thin: '1px', thick: '2px', heavy: '4px' },
  shadow: {
    card: '0 1px 2px rgba(26, 32, 43, 0.08), 0 2px 8px rgba(26, 32, 43, 0.06)',
    raised: '0 4px 16px rgba(26, 32, 43, 0.14)',
    modal: '0 12px 40px rgba(26, 32, 43, 0.28)',
  },
  size: {
    tapTarget: '44px',
    tapTargetMin: '24px',
    iconSm: '16px',
    iconMd: '24px',
    iconLg: '48px',
    avatar: '40px',
    field: '48px',
    contentMax: '1200px',
    modalMax: '560px',
    legalBody: '400px',
    videoFrame: '600px',
    cardImage: '160px',
    focusRing: '3px',
    fieldMin: '0',
    /** Narrowest a button in a row of choices gets before the row stacks; in rem, so large text stacks sooner. */
    actionMin: '8rem',
  },
  zIndex: {
    base: '0',
    sticky: '100',
    dropdown: '200',
    overlay: '900',
    modal: '1000',
    toast: '1100',
    urgentOverlay: '1200',
    urgent: '1300',
  },
  motion: { fast: ms(motion.fast), base: ms(motion.base), fade: ms(motion.bannerFade), spin: '800ms' },
};

const brandRef = (name: 'brand' | 'brandHover' | 'brandSoft' | 'onBrand') => `var(--${tokenName(['color', name])})`;

/**
 * Until a FamilyScope says otherwise, the family accent is the brand: references, not copies, so an app that
 * overrides `--bnf-color-brand` recolours everything that reads the accent (primary buttons first).
 */
export const defaultFamilyValues = {
  accent: brandRef('brand'),
  accentHover: brandRef('brandHover'),
  accentSoft: brandRef('brandSoft'),
  onAccent: brandRef('onBrand'),
};

/** The dark theme: the same colour roles (surfaces a deep blue-grey, accents lifted to 4.5:1 on them). */
export const darkColorValues: Record<keyof typeof themeValues.color, string> = {
  brand: darkPalette.sky300,
  brandHover: darkPalette.sky200,
  brandSoft: darkPalette.navy900,
  onBrand: darkPalette.grey950,
  warm: darkPalette.sun400,
  surface: darkPalette.grey950,
  surfaceMuted: darkPalette.grey925,
  surfaceSunken: darkPalette.grey900,
  text: darkPalette.grey100,
  textMuted: darkPalette.grey300,
  textInverse: darkPalette.grey950,
  border: darkPalette.grey700,
  borderStrong: darkPalette.grey400,
  focus: darkPalette.blue300,
  link: darkPalette.blue300,
  info: darkPalette.grey300,
  infoSurface: darkPalette.grey850,
  success: darkPalette.green300,
  successSurface: darkPalette.green950,
  warning: darkPalette.yellow300,
  warningSurface: darkPalette.yellow950,
  warningBorder: darkPalette.yellow700,
  critical: darkPalette.red300,
  criticalHover: darkPalette.red200,
  criticalSurface: darkPalette.red950,
  onCritical: darkPalette.grey950,
  overlay: 'rgba(0, 0, 0, 0.7)',
  transparent: 'transparent',
  scrim: 'rgba(18, 25, 35, 0.8)',
};

export interface AccentColours {
  accent: string;
  accentHover: string;
  accentSoft: string;
  onAccent: string;
}

/**
 * An accent as the dark theme draws it: lifted towards white until it reads at 5.5:1 on the dark surface (it is
 * also text there), hover a step lighter, the soft background a tint of the surface, the on-colour the dark surface.
 */
export function darkAccent(accent: string): AccentColours {
  const surface = darkPalette.grey950;
  const lifted = liftUntil(accent, surface, 6);
  return {
    accent: lifted,
    accentHover: mix(lifted, palette.white, 0.25),
    accentSoft: mix(surface, accent, 0.18),
    onAccent: surface,
  };
}

/** The nine family accents in the dark theme. */
export const darkFamilyPalette = Object.fromEntries(
  Object.entries(familyPalette).map(([code, [accent]]) => [code, darkAccent(accent)]),
) as Record<FamilyCode, AccentColours>;

export interface BrandColours {
  /** The brand's main colour: primary buttons, the accent outside any FamilyScope, the header band. */
  brand: string;
  /** Hover of the brand; by default a step darker (lighter in dark mode). */
  brandHover?: string;
  /** A soft background of the brand; by default a tint of the surface. */
  brandSoft?: string;
}

/**
 * Another brand as custom properties (`{ '--bnf-color-brand': …, '--bnf-color-on-brand': … }`), with its
 * on-colour chosen to read at 4.5:1 (white or the text colour) and, for `mode: 'dark'`, the brand lifted to read on
 * the dark surface. Put the result on `:root` or on an element with `data-bnf-color-mode` (a React `style` works).
 */
export function brandTheme(
  colours: BrandColours,
  { mode = 'light' }: { mode?: 'light' | 'dark' } = {},
): Record<string, string> {
  const dark = mode === 'dark';
  const surface = dark ? darkPalette.grey950 : palette.white;
  const brand = dark ? liftUntil(colours.brand, surface, 5.5) : colours.brand;
  const onBrand = readableOn(brand, dark ? [darkPalette.grey950, palette.white] : [palette.white, palette.grey900]);
  if (contrast(onBrand, brand) < 4.5) throw new Error(`No on-colour reads at 4.5:1 on the brand ${colours.brand}`);
  // Hover moves away from the on-colour, so the label keeps its contrast.
  const away = luminance(onBrand) > luminance(brand) ? palette.black : palette.white;
  const brandHover =
    colours.brandHover ??
    [0.2, 0.15, 0.1, 0.05, 0].map((t) => mix(brand, away, t)).find((c) => contrast(onBrand, c) >= 4.5)!;
  // The soft tint is a background brand-coloured text sits on: as much tint as keeps that text at 4.5:1 (a brand that
  // does not read on the surface itself keeps the usual tint; its text needs a darker brand of its own).
  const tints = [dark ? 0.18 : 0.1, 0.14, 0.1, 0.06, 0.03].map((t) => mix(surface, brand, t));
  const brandSoft = colours.brandSoft ?? tints.find((c) => contrast(brand, c) >= 4.5) ?? tints[0]!;
  const name = (token: string) => `--${tokenName(['color', token])}`;
  return {
    [name('brand')]: brand,
    [name('brandHover')]: brandHover,
    [name('brandSoft')]: brandSoft,
    [name('onBrand')]: onBrand,
  };
}
