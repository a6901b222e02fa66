/**
 * Stable, readable custom property and class names: one prefix, then the token's path in kebab case
 * (`vars.color.brandHover` is `--bnf-color-brand-hover`). Other apps, native teams and design tools read them.
 */
export const tokenPrefix = 'bnf';

export const kebab = (part: string) => part.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** `['color', 'brandHover']` → `bnf-color-brand-hover` (without the leading dashes). */
export const tokenName = (path: readonly string[]) => [tokenPrefix, ...path.map(kebab)].join('-');
