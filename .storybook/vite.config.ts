import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Storybook's own Vite config. Without it Storybook would merge the portal's `vite.config.ts`, whose build-only
 * plugins (the public pages' prerender) run an SSR build outside the repository. The library needs only React here;
 * vanilla-extract is added in `main.ts` (`viteFinal`), which the story tests share.
 */
export default defineConfig({
  plugins: [react()],
});
