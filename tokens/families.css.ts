import { createTheme } from '@vanilla-extract/css';
import { familyVars } from './contract.css';
import { familyPalette, palette } from './palette';
import { familyCodes, type FamilyCode } from './families';

/** One class per family implementing `familyVars`; `FamilyScope` applies it. */
export const familyThemes = Object.fromEntries(
  familyCodes.map((code) => {
    const [accent, accentHover, accentSoft] = familyPalette[code];
    return [code, createTheme(familyVars, { accent, accentHover, accentSoft, onAccent: palette.white }, `family-${code}`)];
  }),
) as Record<FamilyCode, string>;
