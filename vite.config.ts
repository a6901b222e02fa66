import { defineConfig } from 'vite';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** The document and what it renders on every page: root, layout, platform, the session's provider, the settings. */
const FRAME_MODULES =
  /[\\/]app[\\/](root\.tsx|config\.ts|layout[\\/]|platform[\\/]|session[\\/](SessionProvider|SessionContext|SessionOverlays|sessionStorage|sessionRules))/;

/**
 * The portal build into dist/client/, served by the reference server: React Router's framework mode
 * (react-router.config.ts) prerenders every public route and writes the single-page app's fallback.
 */
export default defineConfig(({ mode }) => ({
  // Nothing is served as-is: the icon is inlined into each page (app/root.tsx), the rest is imported.
  publicDir: false,
  // Short class names in every build but the dev server's, so a build in another mode (`--mode e2e`) matches production.
  plugins: [reactRouter(), vanillaExtractPlugin({ identifiers: mode === 'development' ? 'debug' : 'short' })],
  build: {
    target: 'es2022',
    // Every browser the portal supports (Chrome for Android, Safari 17+, Firefox 115+) preloads modules itself.
    modulePreload: { polyfill: false },
    // Our SVG art stays as files: inlined, ~100 drawings would weigh on every bundle that lists the catalogue.
    assetsInlineLimit: (file: string) => (file.endsWith('.svg') ? false : undefined),
    rolldownOptions: {
      output: {
        // Two groups of code every page runs: React and the router, and the portal's frame (the document, header,
        // session, platform). Left to the bundler they were 40 files of a few hundred bytes each, and a phone on a
        // slow line paid a round trip for every six of them (ADR 0010).
        codeSplitting: {
          groups: [
            {
              name: 'runtime',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie)[\\/]/,
            },
            { name: 'frame', test: FRAME_MODULES },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
}));
