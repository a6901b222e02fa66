import type { Plugin } from 'vite';

/**
 * Lets the bundler drop what the portal never uses from two dependencies whose published files keep it alive with
 * top-level statements that only serve debugging. To a bundler each such statement is a side effect, so everything it
 * names stayed in the pages' first scripts with all it calls.
 * - React Router's production build sets `displayName` on its components and wraps `Link`, `NavLink` and `Form` in
 *   `forwardRef` at the top level (about 6 KB gz: the framework mode's prefetching, forms, scroll restoration).
 *   The names only serve React's developer tools, and `forwardRef` has no side effect.
 * - Radix's packages re-set each function's name (`__name(fn, "fn")`), which a function declaration already has:
 *   e.g. `Slottable` and the lazy-child handling of the Slot behind `Button asChild`.
 * Without these patterns (another version) a file is left as it is: bigger, never broken.
 */
const rules: { id: RegExp; shake: (code: string) => string }[] = [
  {
    id: /react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/,
    shake: (code) =>
      code.replace(/^\w+\.displayName = "\w*";$/gm, '').replace(/^var (\w+) = (React\d*)\.forwardRef\(/gm, 'var $1 = /* @__PURE__ */ $2.forwardRef('),
  },
  {
    id: /@radix-ui[\\/][\w-]+[\\/]dist[\\/]index\.mjs$/,
    shake: (code) => code.replace(/^__name\((\w+), "(\w+)"\);$/gm, (statement, fn: string, name: string) => (fn === name && code.includes(`function ${fn}(`) ? '' : statement)),
  },
];

/** A dependency file's code without those statements; unchanged for any other file. */
export function shakeDependency(code: string, id: string): string {
  return rules.find((candidate) => candidate.id.test(id))?.shake(code) ?? code;
}

export function dependencyTreeShaking(): Plugin {
  return {
    name: 'beneficios:dependency-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: /node_modules[\\/](react-router|@radix-ui)[\\/]/ },
      handler(code, id) {
        const shaken = shakeDependency(code, id);
        return shaken === code ? null : { code: shaken, map: null };
      },
    },
  };
}
