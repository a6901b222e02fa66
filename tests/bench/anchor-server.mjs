// The bench's anchor: a bare Fastify with nothing registered, in its own process like the reference server.
// GET /hello is the throughput anchor; GET /page is the smallest possible page, the anchor for Lighthouse.
// GET /react is the smallest page React renders: a frame in the HTML and a heading drawn by React and react-dom alone,
// built by the bench into REACT_FLOOR_DIR (librarySize.ts), the floor for a page whose content a script renders.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify from 'fastify';

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Anchor</title></head><body><main><h1>A bare page</h1><p>Served by a bare Fastify: the floor for every page figure.</p></main></body></html>`;

const floorAssets = path.join(process.env.REACT_FLOOR_DIR ?? '', 'assets');
const reactPage = (script) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>React alone</title><script type="module" crossorigin src="/react/${script}"></script></head><body><header>React alone</header><div id="root"></div></body></html>`;

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
app.get('/page', (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
// Read on each request: the bench builds the script only when a module asks for the floor.
app.get('/react', (_request, reply) => {
  const script = fs.readdirSync(floorAssets).find((file) => file.endsWith('.js'));
  return reply.type('text/html; charset=utf-8').send(reactPage(script));
});
// Sent with brotli, as the reference server sends its scripts.
app.get('/react/:file', (request, reply) => {
  const body = fs.readFileSync(path.join(floorAssets, path.basename(request.params.file)));
  return reply.type('text/javascript; charset=utf-8').header('content-encoding', 'br').send(brotliCompressSync(body));
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
