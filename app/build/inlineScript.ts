import { minifySync } from 'vite';

/**
 * The text of an inline script: `run`, written as readable source beside the code it serves, called with `args`, and
 * minified here at build time as Vite minifies the rest of the page's code. `run` is sent on its own, so it may use
 * only its arguments (JSON values) and the browser's globals, never anything else of its module. The server allows
 * each inline script of the built pages by its hash (server/http/staticFiles.ts).
 */
export function inlineScript<Args extends (string | number | boolean)[]>(
  run: (...args: Args) => void,
  ...args: Args
): string {
  const call = `(${run.toString()})(${args.map((arg) => JSON.stringify(arg)).join(',')});`;
  const { code, errors } = minifySync('inline-script.js', call, { compress: true, mangle: true });
  if (errors.length) throw new Error(`Inline script ${run.name}: ${errors.map((error) => error.message).join('; ')}`);
  return code.trim().replace(/;$/, '');
}
