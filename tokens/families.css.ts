import { assignVars, globalStyle } from '@vanilla-extract/css';
import { familyVars } from './contract.css';
import { colorModeAttribute, tokenName } from './names';
import { familyPalette, palette } from './palette';
import { families, type FamilyCode } from './families';
import { darkFamilyPalette } from './theme';

/**
 * One stable class per family implementing `familyVars` (`bnf-family-salud`, `bnf-family-vida-total`…); `FamilyScope` applies it.
 * The nine accents are also plain custom properties on `:root` (`--bnf-accent-salud`, `-hover`, `-soft`) for apps without React.
 */
export const familyThemes = Object.fromEntries(
  families.map(({ code, slug }) => {
    const [accent, accentHover, accentSoft] = familyPalette[code];
    const className = tokenName(['family', slug]);
    // Also on <html> (`:root.` outranks the brand defaults declared on :root, whatever order the stylesheets come in).
    globalStyle(`.${className}, :root.${className}`, {
      vars: assignVars(familyVars, { accent, accentHover, accentSoft, onAccent: palette.white }),
    });
    // In the dark theme the accent is lifted to read on the dark surface, and its on-colour is dark.
    const dark = assignVars(familyVars, darkFamilyPalette[code]);
    globalStyle(`[${colorModeAttribute}="dark"] .${className}, .${className}[${colorModeAttribute}="dark"]`, {
      vars: dark,
    });
    globalStyle(`[${colorModeAttribute}="auto"] .${className}, .${className}[${colorModeAttribute}="auto"]`, {
      '@media': { '(prefers-color-scheme: dark)': { vars: dark } },
    });
    return [code, className];
  }),
) as Record<FamilyCode, string>;

globalStyle(':root', {
  vars: Object.fromEntries(
    families.flatMap(({ code, slug }) => {
      const [accent, accentHover, accentSoft] = familyPalette[code];
      const name = `--${tokenName(['accent', slug])}`;
      return [
        [name, accent],
        [`${name}-hover`, accentHover],
        [`${name}-soft`, accentSoft],
      ];
    }),
  ),
});
