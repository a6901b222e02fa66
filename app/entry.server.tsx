import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerRouter, type EntryContext } from 'react-router';
import { takeServerTitle } from './platform/pageTitle';

/**
 * Build time only (`ssr: false`): React Router prerenders each page through this entry. React's static prerender
 * waits for everything the page loads (a family's data, a lazy part), so each part is written in its place, with no
 * script to move it there; then the screen's title (usePageTitle, known once the page has rendered) goes into the
 * document's <title>.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): Promise<Response> {
  takeServerTitle();
  // One piece of HTML: no part of the page is written apart to be moved into place by a script (React does so with
  // a part larger than this size).
  const { prelude } = await prerenderToNodeStream(<ServerRouter context={context} url={request.url} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await text(prelude);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(withTitle(html, takeServerTitle() ?? DEFAULT_TITLE), { status, headers });
}

/** A page that names no screen of its own (the logged-in area's frame, the single-page app's fallback). */
const DEFAULT_TITLE = 'Beneficios';

function withTitle(html: string, title: string): string {
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return html.replace(/<title>[^<]*<\/title>|(?=<\/head>)/, `<title>${escaped}</title>`);
}
