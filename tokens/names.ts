/**
 * Stable, readable custom property and class names: one prefix, then the token's path in kebab case
 * (`vars.color.brandHover` is `--bnf-color-brand-hover`). Other apps, native teams and design tools read them.
 */
export const tokenPrefix = 'bnf';

export const kebab = (part: string) => part.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** `['color', 'brandHover']` → `bnf-color-brand-hover` (without the leading dashes). */
export const tokenName = (path: readonly string[]) => [tokenPrefix, ...path.map(kebab)].join('-');

/** Every class of the components starts with this prefix (the build's and Storybook's class names), so the library's stylesheet can address its own elements and nothing else on the page. */
export const classPrefix = 'bnf_';

/** vanilla-extract class names with the prefix: readable debug names where there are some (Storybook), bare hashes in the package. */
export const classIdentifier = ({ hash, debugId }: { hash: string; debugId?: string }) =>
  `${classPrefix}${debugId ? `${debugId}__` : ''}${hash}`;

/** The attribute an app puts on `<html>` or a container to choose the colour mode: `light`, `dark` or `auto`. */
export const colorModeAttribute = `data-${tokenPrefix}-color-mode`;

/** The colour scheme of the current mode, which component roots give native controls (internal, not a token). */
export const colorSchemeProperty = `--${tokenPrefix}-color-scheme`;
