import { describe, expect, it } from 'vitest';
import { familyVars, vars } from '../../tokens/contract.css.ts';
import { families } from '../../tokens/families.ts';
import { designTokens, tokensCss } from '../../ui/package/designTokens.ts';

/** Every `var(--bnf-…)` the components read, from the theme contracts. */
const contractNames = (tree: object): string[] =>
  Object.values(tree).flatMap((leaf) =>
    typeof leaf === 'string' ? [/^var\((--[\w-]+)\)$/.exec(leaf)![1]!] : contractNames(leaf),
  );

/** Every token path of a W3C Design Tokens tree, joined with dashes. */
const tokenPaths = (tree: object, prefix: string[] = []): string[] =>
  Object.entries(tree).flatMap(([key, node]) =>
    key.startsWith('$') ? [] : '$value' in node ? [[...prefix, key].join('-')] : tokenPaths(node, [...prefix, key]),
  );

describe('tokens for apps without React', () => {
  const names = [...contractNames(vars), ...contractNames(familyVars)];

  it('names every custom property with one prefix and the role in kebab case', () => {
    expect(vars.color.brandHover).toBe('var(--bnf-color-brand-hover)');
    expect(familyVars.onAccent).toBe('var(--bnf-family-on-accent)');
    expect(names.every((name) => /^--bnf-[a-z0-9-]+$/.test(name))).toBe(true);
  });

  it('sets every custom property of the contracts in tokens.css, and the nine family accents', () => {
    const css = tokensCss();
    for (const name of names) expect(css, name).toContain(`${name}:`);
    for (const { slug } of families) {
      const kebab = slug.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      expect(css).toContain(`--bnf-accent-${kebab}:`);
      expect(css).toContain(`.bnf-family-${kebab} {`);
    }
  });

  it('has one tokens.json token per custom property, its path being the CSS name', () => {
    const paths = tokenPaths(designTokens()).map((p) => `--bnf-${p}`);
    for (const name of names) expect(paths, name).toContain(name);
    expect(paths).toContain('--bnf-accent-vida-total-hover');
  });
});
