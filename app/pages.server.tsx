import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { takeServerTitle } from './platform/pageTitle';
import { AppRoutes, loadRoutesFor } from './router';

/**
 * Build time only: the HTML of a public route as an anonymous visitor first sees it, so the first response holds
 * the largest paint. The client hydrates it with the same routes (app/main.tsx).
 */
export async function renderPage(pathname: string): Promise<string> {
  await loadRoutesFor(pathname);
  takeServerTitle();
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={pathname}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
  // The screen's title (usePageTitle) goes out as a <title>, which the prerender moves into the document's head.
  const title = takeServerTitle();
  return title ? `<title>${escapeText(title)}</title>${html}` : html;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
