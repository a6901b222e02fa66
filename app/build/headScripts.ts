import type { Plugin } from 'vite';
import { consentGateScript } from '../platform/consentGate.ts';
import { earlyTapScript } from '../platform/earlyTap.ts';

/**
 * Puts the inline scripts that must run before the first paint into the <head> of both entry pages (the single-page
 * app and the light home), so every prerendered page inherits them: the consent gate first, the early-tap listener
 * last. The server allows each inline script of the built pages by its hash (server/http/staticFiles.ts).
 */
export function headScripts(): Plugin {
  return {
    name: 'beneficios:head-scripts',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        { tag: 'script', children: consentGateScript, injectTo: 'head-prepend' },
        { tag: 'script', children: earlyTapScript, injectTo: 'head' },
      ],
    },
  };
}
