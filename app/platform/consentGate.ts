import { CONSENT_KEY } from './consent.ts';

/** Set on <html> before the first paint when the customer already decided about analytics. */
export const CONSENT_DECIDED_ATTRIBUTE = 'data-consent-decided';

/**
 * An inline script, first in the <head> of every page. Prerendered pages carry the consent banner, so
 * a first visit shows it with the page instead of after the scripts; a customer who already decided must not see it
 * flash, and only a script that runs before the first paint can tell. It reads the choice as `readConsent` does (a
 * value it cannot read counts as no decision). The server allows exactly this text by its hash.
 */
export const consentGateScript =
  `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_KEY)}));` +
  `c&&typeof c.analytics=="boolean"&&document.documentElement.setAttribute(${JSON.stringify(CONSENT_DECIDED_ATTRIBUTE)},"")}catch(e){}`;
