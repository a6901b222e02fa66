import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { takeServerTitle } from './platform/pageTitle';
import { routes } from './router';

/**
 * Build time only: the HTML of a public route as an anonymous visitor first sees it, so the first response holds
 * the largest paint. The client hydrates it with the same routes (app/main.tsx).
 */
export async function renderPage(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} answers with a redirect when prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  takeServerTitle();
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  // The screen's title (usePageTitle) goes out as a <title>, which the prerender moves into the document's head.
  const title = takeServerTitle();
  return title ? `<title>${escapeText(title)}</title>${html}` : html;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
