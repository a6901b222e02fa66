import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Two pages: the components with all three stylesheets, and a host page with only the components stylesheet.
export default defineConfig({
  plugins: [react()],
  build: { rollupOptions: { input: { index: 'index.html', host: 'host.html' } } },
});
