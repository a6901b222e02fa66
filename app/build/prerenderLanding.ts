import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { deferEntryScript } from './deferEntry.ts';
import { ROOT_MARK, withSsrEntry } from './ssrEntry.ts';

const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;

/**
 * The home's few small stylesheets go inline (one round trip instead of six before the first paint), and the
 * Latin font file is preloaded so the heading does not wait for the CSS to discover it.
 */
export function inlineStylesheets(html: string, outDir: string): string {
  let fontPreload = '';
  const inlined = html.replace(STYLESHEET, (_tag, href: string) => {
    const css = fs.readFileSync(path.join(outDir, href), 'utf8');
    const latin = /url\((\/assets\/figtree-latin-wght[^)]+\.woff2)\)/.exec(css);
    if (latin) fontPreload = `<link rel="preload" as="font" type="font/woff2" crossorigin href="${latin[1]}">`;
    // The disabled link is never fetched; it tells Vite's loader of lazy chunks that this file is already on the
    // page, so it is not inserted again later (where it would win the cascade over rules that came after it).
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
  });
  return inlined.replace('</title>', `</title>${fontPreload}`);
}

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
      await withSsrEntry<{ render: () => { html: string; data: string } }>(
        config,
        'landing.server.tsx',
        ({ render }) => {
          const target = path.resolve(config.root, config.build.outDir, 'landing.html');
          const html = fs.readFileSync(target, 'utf8');
          if (!html.includes(ROOT_MARK)) throw new Error('landing.html: falta <div id="root"></div>');
          const page = render();
          const outDir = path.dirname(target);
          const withContent = html.replace(
            ROOT_MARK,
            `<div id="root">${page.html}</div><script type="application/json" id="datos-portada">${page.data}</script>`,
          );
          fs.writeFileSync(target, deferEntryScript(inlineStylesheets(withContent, outDir)));
        },
      );
    },
  };
}
