import {
  deferredEntryArguments,
  ENTRY_META,
  loadEntryAfterFirstPaint,
  MODULES_META,
} from '../platform/deferredEntry.ts';
import { ONCE_PER_TAB_ATTRIBUTE, openDialogsAsModal } from '../platform/modalDialogs.ts';
import { inlineScript } from './inlineScript.ts';

/** The two inline scripts that end a prerendered page's body: dialogs made modal, then the entry's loader. */
export const modalDialogsScript = inlineScript(openDialogsAsModal, ONCE_PER_TAB_ATTRIBUTE);
export const deferredEntryScript = inlineScript(loadEntryAfterFirstPaint, ...deferredEntryArguments);

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A prerendered page's entry module, asked for after the first paint by the deferred-entry loader, together with
 * the modules its hydration needs: the entry's own imports (Vite's preloads, which would compete with the first
 * paint on a slow line where they stand) and `pageModules`. Before it, a dialog the page arrives with open is made
 * modal.
 */
export function deferEntryScript(html: string, pageModules: readonly string[] = []): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) throw new Error('The page has no entry module to defer');
  const entryImports = [...html.matchAll(MODULE_PRELOAD)].map((preload) => preload[1]!);
  const modules = [...new Set([...entryImports, ...pageModules])].filter((href) => href !== entry[1]);
  const modulesMeta = modules.length ? `<meta name="${MODULES_META}" content="${modules.join(' ')}">` : '';
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(entry[0], `<meta name="${ENTRY_META}" content="${entry[1]}">${modulesMeta}`)
    .replace('</body>', `<script>${modalDialogsScript}</script><script>${deferredEntryScript}</script></body>`);
}
