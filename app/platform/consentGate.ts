/** Set on <html> before the first paint when the customer already decided about analytics. */
export const CONSENT_DECIDED_ATTRIBUTE = 'data-consent-decided';

/**
 * An inline script, first in the <head> of every page (app/build/firstPaintFirst.ts), called with `CONSENT_KEY` and
 * `CONSENT_DECIDED_ATTRIBUTE`. Prerendered pages carry the consent banner, so a first visit shows it with the page
 * instead of after the scripts; a customer who already decided must not see it flash, and only a script that runs
 * before the first paint can tell. It reads the choice as `readConsent` does (a value it cannot read counts as no
 * decision).
 */
export function markConsentDecided(key: string, attribute: string): void {
  try {
    const choice: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (typeof choice === 'object' && choice !== null && 'analytics' in choice && typeof choice.analytics === 'boolean')
      document.documentElement.setAttribute(attribute, '');
  } catch {
    // Storage closed (private mode) or a value that is not JSON: no decision, the banner shows.
  }
}
