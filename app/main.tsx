import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
// The library's three stylesheets, explicitly: fonts and the document base are opt-in (see docs/library.md).
import '../tokens/fonts.css';
import '../tokens/theme.css';
import '../tokens/global.css';
import { readTypedBeforeHydration, restoreTypedAfterHydration, type TypedBeforeHydration } from './platform/typedBeforeHydration';
import { AppRoutes, loadRoutesFor } from './router';

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

/**
 * Renders nothing; its effect runs once the whole page has hydrated (a parent's effects follow its children's), and
 * hands back what the customer typed into the prerendered HTML meanwhile. Just after the effects, not inside them:
 * there each field's event renders at once, so the next field's handler sees the form as the previous one left it.
 */
function TypedBeforeHydrationKept({ root, typed }: { root: HTMLElement; typed: TypedBeforeHydration }) {
  useEffect(() => {
    queueMicrotask(() => {
      restoreTypedAfterHydration(root, typed);
      // From here on links open their dialogs instead of their fallback pages; monitoring and tests can tell.
      document.documentElement.dataset.hydrated = 'true';
    });
  }, [root, typed]);
  return null;
}

const app = (kept?: React.ReactNode) => (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
    {kept}
  </StrictMode>
);

if (container.firstElementChild && !hasStoredSession()) {
  // A prerendered public page: it is already painted, so the phone spends nothing on scripts before that.
  // Hydration waits for the next frame and for the page's own module.
  requestAnimationFrame(() =>
    setTimeout(() => {
      void loadRoutesFor(window.location.pathname).then(() => {
        const typed = readTypedBeforeHydration(container);
        hydrateRoot(container, app(<TypedBeforeHydrationKept root={container} typed={typed} />), {
          onRecoverableError: (error) => console.error('Hidratación:', error),
        });
      });
    }, 0),
  );
} else {
  container.replaceChildren();
  void loadRoutesFor(window.location.pathname).then(() => createRoot(container).render(app()));
}
