import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { precompress } from './app/build/precompress.ts';
import { prerenderPages } from './app/build/prerenderPages.ts';
import { noChunkCycles } from './app/build/chunkCycles.ts';
import { headScripts } from './app/build/headScripts.ts';

const projectRoot = fileURLToPath(new URL('.', import.meta.url));

/** Modules under these paths from the project root. */
const under =
  (...parts: string[]) =>
  (id: string) =>
    id.startsWith(projectRoot) && parts.some((part) => id.startsWith(part, projectRoot.length));

const anyOf =
  (...tests: ((id: string) => boolean)[]) =>
  (id: string) =>
    tests.some((test) => test(id));

/** The family drawings imported with `query`: the family table's as `?url`, the account screens' own as `?no-inline`. */
const familyDrawings = (query: string) => (id: string) => id.endsWith(query) && under('app/assets/familias/')(id);

/**
 * Small modules that travel together, each group as one chunk: apart they were files of a few hundred bytes, each
 * compressed on its own (about 2 KB more on /password and /registro/1).
 * - `accountForms`: the account pages' fields (with the tap timing their messages wait on), their frame and its two
 *   drawings (accountArt.ts);
 * - `notices`: what answers a request (notice box, loading overlay) and the family table's drawings, which the
 *   logged-in pages load too, without the fields.
 */
const chunkGroups: Record<string, (id: string) => boolean> = {
  accountForms: anyOf(
    under(
      'ui/DocumentField/',
      'ui/TextField/',
      'ui/Select/',
      'ui/internal/useErrorAfterPress',
      'tokens/interaction',
      'app/platform/focusWhenLost',
      'app/pages/account/AccountLayout',
      'app/pages/account/accountArt',
      'app/pages/account/fieldRules',
    ),
    familyDrawings('?no-inline'),
  ),
  notices: anyOf(
    under('ui/NoticeBox/', 'ui/LoadingOverlay/', 'app/platform/RevealedNotice', 'app/assets/familyArt'),
    familyDrawings('?url'),
  ),
};

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
    noChunkCycles(),
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
      // Modules captured alone, not with what they import: React and the bundler's helpers stay where every page finds them.
      output: {
        codeSplitting: {
          groups: Object.entries(chunkGroups).map(([name, test]) => ({
            name,
            test,
            includeDependenciesRecursively: false,
          })),
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
}));
