// The bench's anchor: a bare Fastify with nothing registered, in its own process like the reference server.
// GET /hello is the throughput anchor; GET /page is the smallest possible page, the anchor for Lighthouse.
// GET /react is the smallest page React renders: a frame in the HTML and a heading drawn by React and react-dom alone,
// built by the bench into REACT_FLOOR_DIR (librarySize.ts), the floor for a page whose content a script renders.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Anchor</title></head><body><main><h1>A bare page</h1><p>Served by a bare Fastify: the floor for every page figure.</p></main></body></html>`;

const floorAssets = path.join(process.env.REACT_FLOOR_DIR ?? '', 'assets');
const reactPage = (script) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>React alone</title><script type="module" crossorigin src="/react/${script}"></script></head><body><header>React alone</header><div id="root"></div></body></html>`;

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
app.get('/page', (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
/** The floor's script, found once the bench has built it, with its compressed forms made once. */
let floor;
function floorScript() {
  if (!floor) {
    const name = fs.existsSync(floorAssets) && fs.readdirSync(floorAssets).find((file) => file.endsWith('.js'));
    if (!name) return undefined;
    const identity = fs.readFileSync(path.join(floorAssets, name));
    floor = { name, identity, br: brotliCompressSync(identity), gzip: gzipSync(identity, { level: 9 }) };
  }
  return floor;
}

// Built only when a module asks for the floor (ctx.reactFloor()); asked for before that, it says so.
app.get('/react', (_request, reply) => {
  const script = floorScript();
  if (!script) return reply.code(503).send('The React floor is not built yet.');
  return reply.type('text/html; charset=utf-8').send(reactPage(script.name));
});
// Compressed as the reference server sends its scripts: brotli when the browser takes it, then gzip.
app.get('/react/:file', (request, reply) => {
  const script = floorScript();
  if (!script || request.params.file !== script.name) return reply.code(404).send();
  const accepts = request.headers['accept-encoding'] ?? '';
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
  if (encoding) reply.header('content-encoding', encoding).header('vary', 'Accept-Encoding');
  return reply.type('text/javascript; charset=utf-8').send(encoding ? script[encoding] : script.identity);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
