import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { firstPaintFirst } from './app/build/firstPaintFirst.ts';
import { precompressDirectory } from './app/build/precompress.ts';
import { prerenderedPaths } from './app/build/prerenderedPaths.ts';

/**
 * React Router's framework mode builds the portal: no server rendering at run time (`ssr: false`), every public
 * route prerendered at build time (and the logged-in area's frame), the single-page app's fallback for the rest.
 * Then each page is made to paint before its scripts load, and every text file is compressed once.
 */
export default {
  appDirectory: 'app',
  // A build elsewhere (the bench's own) names its folder.
  buildDirectory: process.env.BUILD_DIR ?? 'dist',
  ssr: false,
  prerender: prerenderedPaths,
  async buildEnd({ reactRouterConfig }) {
    const clientDir = path.join(reactRouterConfig.buildDirectory, 'client');
    firstPaintFirst(clientDir);
    await precompressDirectory(clientDir);
  },
} satisfies Config;
