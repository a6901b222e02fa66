// The bench's anchor: a bare Fastify with nothing registered, in its own process like the reference server.
// GET /hello is the throughput anchor; GET /page is the smallest possible page, the anchor for Lighthouse.
import Fastify from 'fastify';

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Anchor</title></head><body><main><h1>A bare page</h1><p>Served by a bare Fastify: the floor for every page figure.</p></main></body></html>`;

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
app.get('/page', (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
