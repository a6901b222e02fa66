import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
// The library's three stylesheets, explicitly: fonts and the document base are opt-in (see docs/library.md).
import '../tokens/fonts.css';
import '../tokens/theme.css';
import '../tokens/global.css';
import { hydratePrerendered } from './platform/hydratePrerendered';
import { RESTORE_FRAME_ATTRIBUTE } from './platform/restoreFrame';
import { AppRoutes, loadRoutesFor } from './router';
import { preloadSessionRestore } from './session/preloadRestore';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root');

/** A stored session (token and user, spec section 6) changes what the public pages show: no hydration then. */
function hasStoredSession(): boolean {
  try {
    return Boolean(localStorage.getItem('token') && localStorage.getItem('user'));
  } catch {
    return false;
  }
}

const app = (kept?: React.ReactNode) => (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
    {kept}
  </StrictMode>
);

const storedSession = hasStoredSession();
/** The frame sent at /ecosistema: it stays on screen until the first render replaces it. */
const arrivedWithRestoreFrame = container.hasAttribute(RESTORE_FRAME_ATTRIBUTE);

if (container.firstElementChild && !storedSession && !arrivedWithRestoreFrame) {
  // A prerendered public page: it is already painted, so the phone spends nothing on scripts before that.
  // Hydration waits for the next frame and for the page's own module.
  requestAnimationFrame(() =>
    setTimeout(() => {
      void loadRoutesFor(window.location.pathname).then(() => hydratePrerendered(container, app, 'Hidratación'));
    }, 0),
  );
} else {
  if (storedSession) preloadSessionRestore();
  if (!arrivedWithRestoreFrame) container.replaceChildren();
  // As a transition the first render works in slices and yields to the phone between them (no long task).
  void loadRoutesFor(window.location.pathname).then(() => {
    const root = createRoot(container);
    startTransition(() => root.render(app()));
  });
}
