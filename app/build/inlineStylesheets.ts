import fs from 'node:fs';
import path from 'node:path';

const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;

/**
 * A prerendered page's few small stylesheets go inline (one round trip instead of several before the first paint),
 * and the Latin font file is preloaded so the heading does not wait for the CSS to discover it.
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
