import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// Fonts, base theme and document defaults, file by file: package.json lists only *.css and *.css.ts as side
// effects, so the bundler drops a plain `import '../tokens/styles'` (a .ts file) together with its imports.
import '../tokens/fonts.css';
import '../tokens/theme.css';
import '../tokens/global.css';
import { LandingApp } from './LandingApp';

/**
 * The light entry for `/`: the prerendered home is hydrated without the router or the session code.
 * A visitor with a stored session (token and user, spec section 6) goes straight to /ecosistema.
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
} else if (container.firstElementChild) {
  hydrateRoot(
    container,
    <StrictMode>
      <LandingApp />
    </StrictMode>,
    { onRecoverableError: (error) => console.error('Hidratación de la portada:', error) },
  );
} else {
  createRoot(container).render(
    <StrictMode>
      <LandingApp />
    </StrictMode>,
  );
}
