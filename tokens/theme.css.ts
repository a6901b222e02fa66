import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { familyVars, vars } from './contract.css';
import { defaultFamilyValues, themeValues } from './theme';
import { media } from './breakpoints';

/** The base theme, on :root so every page and story gets it. */
createGlobalTheme(':root', vars, themeValues);

/** Until a FamilyScope says otherwise, the family accent is the brand. */
createGlobalTheme(':root', familyVars, defaultFamilyValues);

/** Less motion on request: every duration collapses, so transitions and spins stop. */
globalStyle(':root', {
  '@media': {
    [media.reducedMotion]: {
      vars: { [vars.motion.fast]: '0ms', [vars.motion.base]: '0ms', [vars.motion.fade]: '0ms', [vars.motion.spin]: '0ms' },
    },
  },
});
