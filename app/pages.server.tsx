import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { takeServerTitle } from './platform/pageTitle';
import { PrerenderedRestore } from './session/SessionContext';
import { AppRoutes, loadRoutesFor } from './router';

/**
 * Build time only: the HTML of a public route as an anonymous visitor first sees it, so the first response holds
 * the largest paint. The client hydrates it with the same routes (app/main.tsx). With `restoring`, the route as a
 * customer with a stored session sees it while that session is checked: the frame, and a spinner for the page.
 */
export async function renderPage(pathname: string, { restoring = false } = {}): Promise<string> {
  await loadRoutesFor(pathname);
  takeServerTitle();
  const html = renderToString(
    <StrictMode>
      <PrerenderedRestore.Provider value={restoring}>
        <StaticRouter location={pathname}>
          <AppRoutes />
        </StaticRouter>
      </PrerenderedRestore.Provider>
    </StrictMode>,
  );
  // The screen's title (usePageTitle) goes out as a <title>, which the prerender moves into the document's head.
  const title = takeServerTitle();
  return title ? `<title>${escapeText(title)}</title>${html}` : html;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
