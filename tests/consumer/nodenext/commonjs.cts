// A CommonJS module of a `nodenext` app: `require` resolves the package's CommonJS build and its `.d.cts` types.
import ui = require('@beneficios/ui');
import tokens = require('@beneficios/ui/tokens');

export const button: typeof ui.Button = ui.Button;
// @ts-expect-error: FamilyScope needs a family
export const scope = ui.FamilyScope({ children: null });
export const brand: string = tokens.vars.color.brand;
