// Fonts, base theme and document defaults, file by file: package.json lists only *.css and *.css.ts as side
// effects, so the bundler drops a plain `import '../tokens/styles'` (a .ts file) together with its imports.
import '../tokens/fonts.css';
import '../tokens/theme.css';
import '../tokens/global.css';
import { startLanding } from './landingStart';

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

if (hasStoredSession()) {
  window.location.replace('/ecosistema');
} else {
  // After the next frame has been painted. (A dynamic import here would re-insert the inlined stylesheets.)
  requestAnimationFrame(() => setTimeout(() => void startLanding(container), 0));
}
