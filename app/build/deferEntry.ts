import { deferredEntryScript, ENTRY_META } from '../platform/deferredEntry.ts';
import { modalDialogsScript } from '../platform/modalDialogs.ts';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * A prerendered page's entry module, asked for after the first paint by the deferred-entry loader; before it, a
 * dialog the page arrives with open is made modal.
 */
export function deferEntryScript(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) throw new Error('The page has no entry module to defer');
  return html
    .replace(entry[0], `<meta name="${ENTRY_META}" content="${entry[1]}">`)
    .replace('</body>', `<script>${modalDialogsScript}</script><script>${deferredEntryScript}</script></body>`);
}
