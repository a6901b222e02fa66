import type { Decorator } from '@storybook/react-vite';
import { brandTheme, colorModeAttribute, familyCodes, familyThemes, vars, type FamilyCode } from '../tokens';
import { FamilyScope } from '../ui';
import { cssVariableName } from '../stories/foundations/contract';
import { exampleBrand } from './exampleBrand';

const isFamily = (value: unknown): value is FamilyCode => familyCodes.includes(value as FamilyCode);

/**
 * The toolbar's family: the story renders inside that family's `FamilyScope`, and the family's class is also on
 * `<html>` so dialogs in portals take it too; with none, nothing wraps it.
 */
export const withFamily: Decorator = (Story, { globals }) => {
  const root = document.documentElement;
  root.classList.remove(...Object.values(familyThemes));
  if (!isFamily(globals.family)) return <Story />;
  root.classList.add(familyThemes[globals.family]);
  return (
    <FamilyScope family={globals.family}>
      <Story />
    </FamilyScope>
  );
};

const nativeMatchMedia = typeof window !== 'undefined' ? window.matchMedia.bind(window) : undefined;

/**
 * The toolbar's "Movimiento reducido" does what the system setting does: every motion token collapses to 0 ms
 * (on :root, so dialogs in portals follow) and `prefersReducedMotion()` answers true for rotating content.
 */
export const withMotion: Decorator = (Story, { globals }) => {
  const reduced = globals.motion === 'reduced';
  const root = document.documentElement;
  for (const token of Object.values(vars.motion)) {
    const name = cssVariableName(token);
    if (reduced) root.style.setProperty(name, '0ms');
    else root.style.removeProperty(name);
  }
  if (nativeMatchMedia) {
    window.matchMedia = reduced
      ? (query: string) =>
          nativeMatchMedia(
            query
              .replace(/\(prefers-reduced-motion:\s*reduce\)/g, 'all')
              .replace(/\(prefers-reduced-motion:\s*no-preference\)/g, 'not all'),
          )
      : nativeMatchMedia;
  }
  return <Story />;
};

/**
 * The toolbar's theme, applied as an app applies it: `data-bnf-color-mode` and the brand's custom properties on
 * `<html>`, so dialogs in portals follow. Light with the portal's brand changes nothing on the page.
 */
export const withTheme: Decorator = (Story, { globals }) => {
  const theme = String(globals.theme ?? 'light');
  const dark = theme.endsWith('dark');
  const root = document.documentElement;
  if (dark) root.setAttribute(colorModeAttribute, 'dark');
  else root.removeAttribute(colorModeAttribute);
  for (const name of Object.keys(brandTheme(exampleBrand))) root.style.removeProperty(name);
  if (theme.startsWith('brand')) {
    for (const [name, value] of Object.entries(brandTheme(exampleBrand, { mode: dark ? 'dark' : 'light' })))
      root.style.setProperty(name, value);
  }
  return <Story />;
};
