import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { precompress } from './app/build/precompress.ts';
import { prerenderPages } from './app/build/prerenderPages.ts';
import { headScripts } from './app/build/headScripts.ts';

/**
 * The portal build into dist/, served by the reference server: index.html is the single-page app (every route,
 * react-router); after the client build, every public route is prerendered from it (app/build/prerenderPages.ts).
 */
export default defineConfig(({ mode }) => ({
  root: 'app',
  publicDir: 'public',
  envDir: '..',
  // Short class names in every build but the dev server's, so a build in another mode (`--mode e2e`) matches production.
  plugins: [
    react(),
    vanillaExtractPlugin({ identifiers: mode === 'development' ? 'debug' : 'short' }),
    headScripts(),
    prerenderPages(),
    precompress(),
  ],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    target: 'es2022',
    cssCodeSplit: true,
    // Every browser the portal supports (Chrome for Android, Safari 17+, Firefox 115+) preloads modules itself.
    modulePreload: { polyfill: false },
    // Our SVG art stays as files: inlined, ~100 drawings would weigh on every bundle that lists the catalogue.
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
    rollupOptions: {
      input: { index: 'app/index.html' },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
}));
