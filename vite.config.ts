import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** The portal build: app/index.html → dist/, served by the reference server. */
export default defineConfig({
  root: 'app',
  publicDir: 'public',
  envDir: '..',
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    target: 'es2022',
    cssCodeSplit: true,
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
