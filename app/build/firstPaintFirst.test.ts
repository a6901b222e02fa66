import { describe, expect, it } from 'vitest';
import { ENTRY_META, MODULES_META } from '../platform/deferredEntry.ts';
import { TYPEFACE_STYLE_ID, TYPEFACE_WAITING } from '../platform/typeface.ts';
import { assertPaintsFirst, deferBoot, inlineStylesheets, withHeadScripts } from './firstPaintFirst.ts';

const typefaceStyle = `<style id="${TYPEFACE_STYLE_ID}" media="${TYPEFACE_WAITING}">@font-face{src:url(/assets/figtree-e5.woff2)}</style>`;

/** A page as React Router 8 prerenders it (`<Links />` and the typeface in the head, `<Scripts />` last in the body). */
const prerendered =
  '<!DOCTYPE html><html lang="es-PE"><head><meta charSet="UTF-8"/><meta name="viewport" content="width=device-width"/>' +
  '<link rel="modulepreload" href="/assets/manifest-a1.js"/><link rel="modulepreload" href="/assets/entry.client-b2.js"/>' +
  '<link rel="stylesheet" href="/assets/root-c3.css"/><link rel="stylesheet" href="/assets/Button-d4.css#"/>' +
  `${typefaceStyle}</head>` +
  '<body><div id="root"><h1>Inicia sesión</h1></div><script>window.__reactRouterContext = {};</script>' +
  '<script type="module" async="">import "/assets/manifest-a1.js";\nimport("/assets/entry.client-b2.js");</script></body></html>';

const css: Record<string, string> = {
  '/assets/root-c3.css': 'body{margin:0}',
  '/assets/Button-d4.css': '.b{color:red}',
};

function processed() {
  const written: string[] = [];
  const html = deferBoot(
    withHeadScripts(inlineStylesheets(prerendered, (href) => css[href]!)),
    (code) => (written.push(code), '/assets/boot-f6.js'),
  );
  return { html, written };
}

describe('firstPaintFirst', () => {
  it('puts each stylesheet inline and keeps its link, disabled, where React expects it', () => {
    const { html } = processed();
    expect(html).toContain(`<style>${css['/assets/root-c3.css']}</style>`);
    expect(html).toContain(
      '<style>.b{color:red}</style><link rel="stylesheet" href="/assets/Button-d4.css#" disabled=""/>',
    );
    expect(html).not.toContain('as="font"');
  });

  it('moves the boot module to a file asked for after the first paint, with every module it preloaded', () => {
    const { html, written } = processed();
    expect(written).toEqual(['import "/assets/manifest-a1.js";\nimport("/assets/entry.client-b2.js");']);
    expect(html).toContain(`<meta name="${ENTRY_META}" content="/assets/boot-f6.js">`);
    expect(html).toContain(`<meta name="${MODULES_META}" content="/assets/manifest-a1.js /assets/entry.client-b2.js">`);
    expect(html).toContain('<script type="module" async=""></script>');
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(() => assertPaintsFirst(html, 'inicia')).not.toThrow();
  });

  it('runs the consent gate before anything else in the head', () => {
    expect(processed().html).toMatch(/^<!DOCTYPE html><html lang="es-PE"><head><script>/);
  });

  it("runs the typeface's script after its <style>, before the body paints", () => {
    const { html } = processed();
    const script = html.indexOf('<script>', html.indexOf(typefaceStyle));
    expect(script).toBeGreaterThan(0);
    expect(html.slice(script)).toMatch(new RegExp(`^<script>[^<]*${TYPEFACE_STYLE_ID}[^<]*</script>`));
    expect(script).toBeLessThan(html.indexOf('<body>'));
  });

  it('fails the build on markup it does not recognise, instead of shipping a page that paints late', () => {
    const otherwise = prerendered.replace(
      /<link rel="stylesheet" href="([^"]+)"\/>/g,
      '<link rel="stylesheet" href="$1">',
    );
    const html = deferBoot(
      inlineStylesheets(otherwise, (href) => css[href]!),
      () => '/assets/boot-f6.js',
    );
    expect(() => assertPaintsFirst(html, 'inicia')).toThrow(/root-c3\.css.*would load before the first paint/);
    expect(() => deferBoot(prerendered.replace('type="module" async=""', 'type="module"'), () => '')).toThrow(
      /no boot module/,
    );
  });
});
