import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type ResolvedConfig } from 'vite';

/** The single-page app mounts into this element; a prerender fills it. */
export const ROOT_MARK = '<div id="root"></div>';

/**
 * Builds a server entry of the app (`pages.server.tsx`) with the client build's own config
 * and mode (the same env and the same class names), hands its module to `use`, then removes the bundle.
 */
export async function withSsrEntry<T>(
  config: ResolvedConfig,
  entry: string,
  withModule: (module: T) => Promise<void> | void,
): Promise<void> {
  const name = path.basename(entry, path.extname(entry));
  // Inside the project so the SSR bundle finds react and react-dom in node_modules.
  const ssrOut = path.join(path.resolve(config.root, '..'), 'node_modules', `.prerender-${name}`);
  try {
    await build({
      configFile: config.configFile,
      mode: config.mode,
      logLevel: 'warn',
      build: {
        ssr: entry,
        outDir: ssrOut,
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { input: path.join(config.root, entry), output: { entryFileNames: `${name}.mjs` } },
      },
    });
    await withModule((await import(pathToFileURL(path.join(ssrOut, `${name}.mjs`)).href)) as T);
  } finally {
    fs.rmSync(ssrOut, { recursive: true, force: true });
  }
}
