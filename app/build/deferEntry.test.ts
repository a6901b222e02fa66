import { describe, expect, it } from 'vitest';
import { deferredEntryScript } from '../platform/deferredEntry.ts';
import { modalDialogsScript } from '../platform/modalDialogs.ts';
import { deferEntryScript } from './deferEntry.ts';

const page = `<html><head><title>t</title><script type="module" crossorigin src="/assets/index-Ab12.js"></script></head><body><div id="root"><h1>Hola</h1></div></body></html>`;

describe('deferEntryScript', () => {
  it('names the entry module in a meta element instead of loading it from the head', () => {
    const html = deferEntryScript(page);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<meta name="beneficios:entry" content="/assets/index-Ab12.js">');
  });

  it('ends the body with the modal-dialog script, then the loader, after the content', () => {
    const html = deferEntryScript(page);
    expect(html).toContain(`<h1>Hola</h1></div><script>${modalDialogsScript}</script><script>${deferredEntryScript}</script></body>`);
  });

  it('refuses a page without an entry module, rather than writing one that never starts', () => {
    expect(() => deferEntryScript('<html><body></body></html>')).toThrow(/entry module/);
  });
});
