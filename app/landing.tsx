// Fonts, base theme and document defaults, file by file: the page inlines these stylesheets at build time.
import '../tokens/fonts.css';
import '../tokens/theme.css';
import '../tokens/global.css';
import { config } from './config';
import { startLanding } from './landingStart';
import { pathFromInitialQuery } from './platform/initialQuery';
import { scheduleThirdPartyScripts } from './platform/thirdParty';

/**
 * The light entry for `/`. The page arrives prerendered and is hydrated after its first paint, so a slow phone
 * shows the content before it spends time on scripts; the catalogue data travels as JSON in the page. A visitor with a stored session (token and user, spec section 6) goes
 * straight to /ecosistema.
 */
function hasStoredSession(): boolean {
  try {
    return Boolean(localStorage.getItem('token') && localStorage.getItem('user'));
  } catch {
    return false;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root');

const deepLink = pathFromInitialQuery(window.location);
if (deepLink) {
  // A query string at load names the page to open (spec section 2): the single-page app takes it from here.
  window.location.replace(deepLink);
} else if (hasStoredSession()) {
  window.location.replace('/ecosistema');
} else {
  scheduleThirdPartyScripts(config);
  // After the next frame has been painted. (A dynamic import here would re-insert the inlined stylesheets.)
  requestAnimationFrame(() => setTimeout(() => void startLanding(container), 0));
}
