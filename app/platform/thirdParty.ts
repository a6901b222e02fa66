import { motion } from '../../tokens';
import type { PortalConfig } from '../config';

/**
 * The tag manager and the experiment script wait `motion.thirdPartyDelay` (3 s) after load, so they
 * never compete with the page a customer is waiting for; each loads only when configured.
 */
export function scheduleThirdPartyScripts(config: Pick<PortalConfig, 'tagManagerId' | 'experimentScriptUrl'>, doc: Document = document): () => void {
  const timer = window.setTimeout(() => {
    if (config.tagManagerId) {
      window.dataLayer ??= [];
      window.dataLayer.push({ event: 'gtm.js', 'gtm.start': Date.now() });
      addScript(doc, `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(config.tagManagerId)}`);
    }
    if (config.experimentScriptUrl) addScript(doc, config.experimentScriptUrl);
  }, motion.thirdPartyDelay);
  return () => window.clearTimeout(timer);
}

function addScript(doc: Document, src: string) {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.append(script);
}
