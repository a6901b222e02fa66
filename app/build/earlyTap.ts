import type { Plugin } from 'vite';
import { earlyTapScript } from '../platform/earlyTap.ts';

/**
 * Puts the early-tap script at the end of the <head> of both entry pages, so every prerendered page listens for taps
 * before its first paint. The script's text comes from one module that the server hashes for its CSP.
 */
export function earlyTap(): Plugin {
  return {
    name: 'beneficios:early-tap',
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', children: earlyTapScript, injectTo: 'head' }],
    },
  };
}
