import { describe, expect, it } from 'vitest';
import { deferEntryScript, deferredEntryScript, modalDialogsScript } from './deferEntry.ts';

const page = `<html><head><title>t</title><script type="module" crossorigin src="/assets/index-Ab12.js"></script></head><body><div id="root"><h1>Hola</h1></div></body></html>`;

describe('deferEntryScript', () => {
  it('names the entry module in a meta element instead of loading it from the head', () => {
    const html = deferEntryScript(page);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<meta name="beneficios:entry" content="/assets/index-Ab12.js">');
  });

  it('ends the body with the modal-dialog script, then the loader, after the content', () => {
    const html = deferEntryScript(page);
    expect(html).toContain(
      `<h1>Hola</h1></div><script>${modalDialogsScript}</script><script>${deferredEntryScript}</script></body>`,
    );
  });

  it("names the modules the hydration needs, the entry's preloads first, and drops the preloads from the head", () => {
    const withPreloads = page.replace(
      '</title>',
      '</title>\n    <link rel="modulepreload" crossorigin href="/assets/Frame-Cd34.js">\n    <link rel="modulepreload" crossorigin href="/assets/Spinner-Ef56.js">',
    );
    const html = deferEntryScript(withPreloads, [
      '/assets/LoginPage-Gh78.js',
      '/assets/Frame-Cd34.js',
      '/assets/index-Ab12.js',
    ]);
    const head = html.split('</head>')[0];
    expect(head).not.toContain('modulepreload');
    expect(head).toContain(
      '<meta name="beneficios:modules" content="/assets/Frame-Cd34.js /assets/Spinner-Ef56.js /assets/LoginPage-Gh78.js">',
    );
  });

  it('names no modules when there are none besides the entry', () => {
    expect(deferEntryScript(page).split('</head>')[0]).not.toContain('beneficios:modules');
  });

  it('refuses a page without an entry module, rather than writing one that never starts', () => {
    expect(() => deferEntryScript('<html><body></body></html>')).toThrow(/entry module/);
  });
});
