import type { Plugin } from 'vite';

/**
 * Lets the bundler drop the parts of React Router the portal never uses. Its production build sets `displayName` on
 * its components and wraps `Link`, `NavLink` and `Form` in `forwardRef` at the top level; to a bundler each of those
 * statements is a side effect, so every one of those components stayed in every page's first script with all they
 * call (the framework mode's prefetching, forms, scroll restoration: about 6 KB gz). The names only serve React's
 * developer tools, and `forwardRef` has no side effect. Without these patterns (another React Router) the file is
 * left as it is: bigger, never broken.
 */
export function routerTreeShaking(): Plugin {
  return {
    name: 'beneficios:router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: /react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/ },
      handler(code) {
        const shaken = code
          .replace(/^\w+\.displayName = "\w*";$/gm, '')
          .replace(/^var (\w+) = (React\d*)\.forwardRef\(/gm, 'var $1 = /* @__PURE__ */ $2.forwardRef(');
        return shaken === code ? null : { code: shaken, map: null };
      },
    },
  };
}
