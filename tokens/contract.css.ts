import { createGlobalThemeContract } from '@vanilla-extract/css';
import { tokenName } from './names';

/** Stable names (`--bnf-color-brand-hover`), not hashes: apps outside React read them. */
const propertyName = (_value: string | null, path: string[]) => tokenName(path);

/** Every design decision a component may read. Names say role and state, never hue. */
export const vars = createGlobalThemeContract(
  {
    color: {
      brand: null,
      brandHover: null,
      brandSoft: null,
      onBrand: null,
      warm: null,
      surface: null,
      surfaceMuted: null,
      surfaceSunken: null,
      text: null,
      textMuted: null,
      textInverse: null,
      border: null,
      borderStrong: null,
      focus: null,
      link: null,
      info: null,
      infoSurface: null,
      success: null,
      successSurface: null,
      warning: null,
      warningSurface: null,
      warningBorder: null,
      critical: null,
      criticalHover: null,
      criticalSurface: null,
      onCritical: null,
      overlay: null,
      transparent: null,
      /** Light veil over content that is busy (LoadingOverlay); content stays faintly visible. */
      scrim: null,
    },
    font: { body: null, heading: null },
    fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
    fontWeight: { regular: null, medium: null, bold: null },
    lineHeight: { tight: null, body: null },
    space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
    radius: { sm: null, md: null, lg: null, pill: null },
    borderWidth: { thin: null, thick: null, heavy: null },
    shadow: { card: null, raised: null, modal: null },
    size: {
      tapTarget: null,
      tapTargetMin: null,
      iconSm: null,
      iconMd: null,
      iconLg: null,
      avatar: null,
      field: null,
      contentMax: null,
      modalMax: null,
      legalBody: null,
      videoFrame: null,
      cardImage: null,
      focusRing: null,
      fieldMin: null,
      actionMin: null,
    },
    /** Stacking, lowest first: page, sticky bands, menus, dialogs, non-blocking popups, then urgent dialogs (the inactivity warning) above everything. */
    zIndex: {
      base: null,
      sticky: null,
      dropdown: null,
      overlay: null,
      modal: null,
      toast: null,
      urgentOverlay: null,
      urgent: null,
    },
    motion: { fast: null, base: null, fade: null, spin: null },
  },
  propertyName,
);

/** The small contract each benefit family implements; wrap content in `FamilyScope` to switch it. */
export const familyVars = createGlobalThemeContract(
  { family: { accent: null, accentHover: null, accentSoft: null, onAccent: null } },
  propertyName,
).family;
