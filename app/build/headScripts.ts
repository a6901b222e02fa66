import type { Plugin } from 'vite';
import { CONSENT_KEY } from '../platform/consent.ts';
import { CONSENT_DECIDED_ATTRIBUTE, markConsentDecided } from '../platform/consentGate.ts';
import { EARLY_TAP_SLOT, rememberEarlyTaps } from '../platform/earlyTap.ts';
import { inlineScript } from './inlineScript.ts';

/**
 * Puts the inline scripts that must run before the first paint into the <head> of the single-page app's page, so
 * every prerendered page inherits them: the consent gate first, the early-tap listener
 * last. The server allows each inline script of the built pages by its hash (server/http/staticFiles.ts).
 */
export function headScripts(): Plugin {
  return {
    name: 'beneficios:head-scripts',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'script',
          children: inlineScript(markConsentDecided, CONSENT_KEY, CONSENT_DECIDED_ATTRIBUTE),
          injectTo: 'head-prepend',
        },
        { tag: 'script', children: inlineScript(rememberEarlyTaps, EARLY_TAP_SLOT), injectTo: 'head' },
      ],
    },
  };
}
