import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Three pages: the components with all three stylesheets, a host page with only the components stylesheet, and a
// host in the system's dark mode with the Vite template's own CSS.
export default defineConfig({
  plugins: [react()],
  build: { rollupOptions: { input: { index: 'index.html', host: 'host.html', dark: 'dark.html' } } },
});
