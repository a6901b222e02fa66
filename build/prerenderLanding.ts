import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

const ROOT_MARK = '<div id="root"></div>';

/**
 * After the client build, renders the home (app/landing.server.tsx) to HTML with a small SSR build
 * of the same config and writes it into dist/landing.html, which the client entry then hydrates.
 */
export function prerenderLanding(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'beneficios:prerender-landing',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const projectRoot = path.resolve(config.root, '..');
      // Inside the project so the SSR bundle finds react and react-dom in node_modules.
      const ssrOut = path.join(projectRoot, 'node_modules', '.prerender');
      await build({
        configFile: config.configFile,
        logLevel: 'warn',
        build: {
          ssr: 'landing.server.tsx',
          outDir: ssrOut,
          emptyOutDir: true,
          copyPublicDir: false,
          rollupOptions: { input: path.join(config.root, 'landing.server.tsx'), output: { entryFileNames: 'landing.server.mjs' } },
        },
      });
      const { render } = (await import(pathToFileURL(path.join(ssrOut, 'landing.server.mjs')).href)) as { render: () => string };
      const target = path.resolve(config.root, config.build.outDir, 'landing.html');
      const html = fs.readFileSync(target, 'utf8');
      if (!html.includes(ROOT_MARK)) throw new Error('landing.html: falta <div id="root"></div>');
      fs.writeFileSync(target, html.replace(ROOT_MARK, `<div id="root">${render()}</div>`));
      fs.rmSync(ssrOut, { recursive: true, force: true });
    },
  };
}
