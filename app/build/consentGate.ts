import type { Plugin } from 'vite';
import { consentGateScript } from '../platform/consentGate.ts';

/**
 * Puts the consent gate first in the <head> of both entry pages (the single-page app and the light home), so every
 * prerendered page inherits it. The script's text comes from one module that the server hashes for its CSP.
 */
export function consentGate(): Plugin {
  return {
    name: 'beneficios:consent-gate',
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', children: consentGateScript, injectTo: 'head-prepend' }],
    },
  };
}
