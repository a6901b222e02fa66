/**
 * The tokens of `tokens/` for apps and tools without React or vanilla-extract:
 * `tokens.json` in the W3C Design Tokens format (2025.10) and `tokens.css` (the same custom properties as the
 * components stylesheet, alone). A token's path joined with dashes is its CSS name: `color.brand-hover` ↔ `--bnf-color-brand-hover`.
 */
import { familyPalette, palette } from '../../tokens/palette.ts';
import { families } from '../../tokens/families.ts';
import { kebab, tokenName } from '../../tokens/names.ts';
import { darkColorValues, darkFamilyPalette, defaultFamilyValues, themeValues } from '../../tokens/theme.ts';
import { colorModeAttribute } from '../../tokens/names.ts';

type Token = { $type: string; $value: unknown; $description?: string };
type Group = { $description?: string; [key: string]: Token | Group | string | undefined };

/** Which DTCG type each group of the theme has. */
const groupTypes: Record<string, string> = {
  color: 'color',
  font: 'fontFamily',
  fontSize: 'dimension',
  fontWeight: 'fontWeight',
  lineHeight: 'number',
  space: 'dimension',
  radius: 'dimension',
  borderWidth: 'dimension',
  shadow: 'shadow',
  size: 'dimension',
  zIndex: 'number',
  motion: 'duration',
};

function color(css: string): unknown {
  // A reference to another token (the family accent defaults to the brand) is a DTCG alias.
  const reference = /^var\(--bnf-([a-z-]+)\)$/.exec(css);
  if (reference) {
    const [group, ...rest] = reference[1]!.split('-');
    return `{${group}.${rest.join('-')}}`;
  }
  if (css === 'transparent') return { colorSpace: 'srgb', components: [0, 0, 0], alpha: 0, hex: '#000000' };
  const rgba = /^rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)$/.exec(css);
  const hexOf = (channels: number[]) => `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  const unit = (channel: number) => Math.round((channel / 255) * 10000) / 10000;
  if (rgba) {
    const channels = rgba.slice(1, 4).map(Number);
    return { colorSpace: 'srgb', components: channels.map(unit), alpha: Number(rgba[4]), hex: hexOf(channels) };
  }
  if (!/^#[0-9a-f]{6}$/i.test(css)) throw new Error(`Unsupported colour ${css}`);
  const channels = [1, 3, 5].map((i) => parseInt(css.slice(i, i + 2), 16));
  return { colorSpace: 'srgb', components: channels.map(unit), hex: css.toLowerCase() };
}

function dimension(css: string) {
  if (css === '0') return { value: 0, unit: 'px' };
  const match = /^(-?[\d.]+)(px|rem)$/.exec(css);
  if (!match) throw new Error(`Unsupported dimension ${css}`);
  return { value: Number(match[1]), unit: match[2] };
}

function shadow(css: string) {
  return css.split(/,\s*(?![^()]*\))/).map((layer) => {
    const match = /^(\S+) (\S+) (\S+) (rgba\([^)]*\))$/.exec(layer.trim());
    if (!match) throw new Error(`Unsupported shadow ${css}`);
    return {
      color: color(match[4]!),
      offsetX: dimension(match[1]!),
      offsetY: dimension(match[2]!),
      blur: dimension(match[3]!),
      spread: dimension('0'),
    };
  });
}

function value(type: string, css: string): unknown {
  switch (type) {
    case 'color':
      return color(css);
    case 'dimension':
      return dimension(css);
    case 'duration':
      return { value: Number(css.replace('ms', '')), unit: 'ms' };
    case 'fontFamily':
      return css.split(',').map((name) => name.trim().replace(/^'|'$/g, ''));
    case 'fontWeight':
    case 'number':
      return Number(css);
    case 'shadow':
      return shadow(css);
    default:
      throw new Error(`Unknown token type ${type}`);
  }
}

/** Flat list of [path, CSS value] for every custom property the library sets on `:root`. */
export function tokenEntries(): [string[], string][] {
  const entries: [string[], string][] = [];
  for (const [group, tokens] of Object.entries(themeValues)) {
    for (const [name, css] of Object.entries(tokens)) entries.push([[group, name], css]);
  }
  for (const [name, css] of Object.entries(defaultFamilyValues)) entries.push([['family', name], css]);
  for (const { code, slug } of families) {
    const [accent, accentHover, accentSoft] = familyPalette[code];
    entries.push(
      [['accent', slug], accent],
      [['accent', `${slug}Hover`], accentHover],
      [['accent', `${slug}Soft`], accentSoft],
    );
  }
  return entries;
}

export function designTokens(): Group {
  const tree: Group = {};
  for (const [tokenPath, css] of tokenEntries()) {
    const group = tokenPath[0]!;
    const type = groupTypes[group] ?? 'color';
    const keys = tokenPath.map(kebab);
    let node = tree;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Group;
    node[keys.at(-1)!] = { $type: type, $value: value(type, css) };
  }
  const familyNames = Object.fromEntries(families.map((f) => [kebab(f.slug), f.name]));
  for (const [key, token] of Object.entries(tree.accent as Group)) {
    const family = familyNames[key.replace(/-(hover|soft)$/, '')];
    (token as Token).$description =
      `${family} (${key.endsWith('-hover') ? 'hover' : key.endsWith('-soft') ? 'soft background' : 'accent'})`;
  }
  (tree.family as Group).$description =
    'The accent of the current family scope; FamilyScope (class bnf-family-<slug>) sets it.';
  return tree;
}

/** The custom properties alone, for pages that use the tokens without the components. */
export function tokensCss(): string {
  const line = ([tokenPath, css]: [string[], string]) => `  --${tokenName(tokenPath)}: ${css};`;
  const familyClasses = families.map(({ code, slug }) => {
    const [accent, accentHover, accentSoft] = familyPalette[code];
    const props = { accent, accentHover, accentSoft, onAccent: palette.white };
    return `.${tokenName(['family', slug])} {\n${Object.entries(props)
      .map(([name, css]) => line([['family', name], css]))
      .join('\n')}\n}`;
  });
  const darkColours = Object.entries(darkColorValues)
    .map(([name, css]) => line([['color', name], css]))
    .join('\n');
  const darkFamilies = families.map(({ code, slug }) => {
    const props = Object.entries(darkFamilyPalette[code]).map(([name, css]) => line([['family', name], css]));
    return `[${colorModeAttribute}="dark"] .${tokenName(['family', slug])} {\n${props.join('\n')}\n}`;
  });
  const familyDefaults = Object.entries(defaultFamilyValues)
    .map(([name, css]) => line([['family', name], css]))
    .join('\n');
  return [
    `/* @beneficios/ui tokens as custom properties (also part of styles.css). */\n:root {\n${tokenEntries().map(line).join('\n')}\n}`,
    ...familyClasses,
    `/* The dark theme, on <html> or a container with ${colorModeAttribute}="dark" (see docs/library.md, Theming). */\n[${colorModeAttribute}="dark"] {\n  color-scheme: dark;\n${darkColours}\n${familyDefaults}\n}`,
    ...darkFamilies,
    '',
  ].join('\n');
}
