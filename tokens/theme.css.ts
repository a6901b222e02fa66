import { assignVars, createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { familyVars, vars } from './contract.css';
import { darkColorValues, defaultFamilyValues, themeValues } from './theme';
import { colorModeAttribute, colorSchemeProperty } from './names';
import { media } from './breakpoints';
import './isolation.css';

/** The base theme, on :root so every page and story gets it. */
createGlobalTheme(':root', vars, themeValues);

const mode = (value: 'light' | 'dark' | 'auto') => `[${colorModeAttribute}="${value}"]`;

/**
 * Until a FamilyScope says otherwise, the family accent is the brand. Declared again on every theme root, so a
 * brand set there (`--bnf-color-brand`, or the dark theme's brand) reaches the accent below it.
 */
globalStyle(`:root, [${colorModeAttribute}]`, { vars: assignVars(familyVars, defaultFamilyValues) });

/**
 * Colour modes, opted into by the app with `data-bnf-color-mode` on `<html>` or any container (Primer's
 * `data-color-mode`): `light`, `dark`, or `auto` (follows `prefers-color-scheme`). The container takes the mode's
 * surface and text, and native controls inside follow through `color-scheme`. Without the attribute nothing changes.
 */
const light = { ...assignVars(vars.color, themeValues.color), [colorSchemeProperty]: 'light' };
const dark = { ...assignVars(vars.color, darkColorValues), [colorSchemeProperty]: 'dark' };
const paint = { color: vars.color.text, background: vars.color.surface };
globalStyle(mode('light'), { vars: light, colorScheme: 'light', ...paint });
globalStyle(mode('dark'), { vars: dark, colorScheme: 'dark', ...paint });
globalStyle(mode('auto'), {
  vars: light,
  colorScheme: 'light',
  ...paint,
  '@media': { '(prefers-color-scheme: dark)': { vars: dark, colorScheme: 'dark' } },
});

/** Less motion on request: every duration collapses, so transitions and spins stop. */
globalStyle(':root', {
  '@media': {
    [media.reducedMotion]: {
      vars: {
        [vars.motion.fast]: '0ms',
        [vars.motion.base]: '0ms',
        [vars.motion.fade]: '0ms',
        [vars.motion.spin]: '0ms',
      },
    },
  },
});
