import { motion } from '../../tokens';
import type { PortalConfig } from '../config';
import { whenAnalyticsAllowed } from './consent';

/**
 * The tag manager and the experiment script load only after the customer accepts analytics (Ley N.° 29733),
 * then wait `motion.thirdPartyDelay` (3 s), so they never compete with the page a customer is waiting for;
 * each loads only when configured, and only once per page.
 */
export function scheduleThirdPartyScripts(
  config: Pick<PortalConfig, 'tagManagerId' | 'experimentScriptUrl'>,
  doc: Document = document,
): () => void {
  if (!config.tagManagerId && !config.experimentScriptUrl) return () => {};
  return whenAnalyticsAllowed(() => {
    const timer = window.setTimeout(() => {
      if (config.tagManagerId) {
        window.dataLayer ??= [];
        window.dataLayer.push({ event: 'gtm.js', 'gtm.start': Date.now() });
        addScript(doc, `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(config.tagManagerId)}`);
      }
      if (config.experimentScriptUrl) addScript(doc, config.experimentScriptUrl);
    }, motion.thirdPartyDelay);
    return () => window.clearTimeout(timer);
  });
}

function addScript(doc: Document, src: string) {
  if ([...doc.scripts].some((script) => script.src === src)) return;
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.append(script);
}
