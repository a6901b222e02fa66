import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import pkg from './package.json' with { type: 'json' };

const peers = [...Object.keys(pkg.dependencies), 'react/jsx-runtime'];

/** The library package: ESM for `ui` and `tokens`, one CSS file with fonts, theme and component styles. */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist-lib',
    emptyOutDir: true,
    target: 'es2022',
    cssCodeSplit: false,
    copyPublicDir: false,
    // Fonts ship as files beside the CSS, not inlined: browsers fetch only the subset a page needs.
    assetsInlineLimit: 0,
    lib: {
      // Fonts stay out of the package CSS (library mode would inline them); consumers import @fontsource-variable/figtree.
      entry: { ui: 'ui/index.ts', tokens: 'tokens/index.ts', styles: 'tokens/base.ts' },
      formats: ['es'],
      cssFileName: 'beneficios',
    },
    rollupOptions: {
      external: (id) => peers.some((dep) => id === dep || id.startsWith(`${dep}/`)),
    },
  },
});
