import { palette } from './palette';
import { motion } from './motion';

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
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem', xxxl: '2.25rem' },
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
  zIndex: { base: '0', sticky: '100', dropdown: '200', overlay: '900', modal: '1000', toast: '1100', urgentOverlay: '1200', urgent: '1300' },
  motion: { fast: ms(motion.fast), base: ms(motion.base), fade: ms(motion.bannerFade), spin: '800ms' },
};

/** Until a FamilyScope says otherwise, the family accent is the brand. */
export const defaultFamilyValues = {
  accent: palette.navy700,
  accentHover: palette.navy800,
  accentSoft: palette.navy50,
  onAccent: palette.white,
};
