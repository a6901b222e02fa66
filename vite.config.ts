import { defineConfig } from 'vite';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * The portal build into dist/client/, served by the reference server: React Router's framework mode
 * (react-router.config.ts) prerenders every public route and writes the single-page app's fallback.
 */
export default defineConfig(({ mode }) => ({
  publicDir: 'app/public',
  // Short class names in every build but the dev server's, so a build in another mode (`--mode e2e`) matches production.
  plugins: [reactRouter(), vanillaExtractPlugin({ identifiers: mode === 'development' ? 'debug' : 'short' })],
  build: {
    target: 'es2022',
    // Every browser the portal supports (Chrome for Android, Safari 17+, Firefox 115+) preloads modules itself.
    modulePreload: { polyfill: false },
    // Our SVG art stays as files: inlined, ~100 drawings would weigh on every bundle that lists the catalogue.
    assetsInlineLimit: (file: string) => (file.endsWith('.svg') ? false : undefined),
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
}));
