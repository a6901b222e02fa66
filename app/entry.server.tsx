import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { takeServerTitle } from './platform/pageTitle';

/**
 * Build time only (`ssr: false`): React Router prerenders each public page through this entry. The whole page is
 * rendered before it is written, and the screen's title (usePageTitle, known only once the page has rendered) goes
 * into the document's <title>.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): Promise<Response> {
  takeServerTitle();
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<ServerRouter context={context} url={request.url} />, {
      onAllReady() {
        const chunks: Buffer[] = [];
        const body = new PassThrough();
        body.on('data', (chunk: Buffer) => chunks.push(chunk));
        body.on('end', () => {
          const title = takeServerTitle();
          const html = Buffer.concat(chunks).toString('utf8');
          headers.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(title ? withTitle(html, title) : html, { status, headers }));
        });
        pipe(body);
      },
      onShellError: reject,
      onError(error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

function withTitle(html: string, title: string): string {
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return html.replace(/<title>[^<]*<\/title>|(?=<\/head>)/, `<title>${escaped}</title>`);
}
