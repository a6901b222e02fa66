import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from './config.ts';

/** Builds the HTTP server: health, the API under `apiPrefix`, and the built portal with history fallback. */
export async function buildServer(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: process.env.LOG_LEVEL === 'silent' ? false : { level: process.env.LOG_LEVEL ?? 'info' } });

  app.get('/health', async () => ({ status: 'ok' }));

  if (fs.existsSync(path.join(config.staticDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: config.staticDir, wildcard: false, index: ['index.html'] });
    // Any non-API GET is a portal route: the client router decides what it shows.
    app.setNotFoundHandler((request, reply) => {
      if (request.method === 'GET' && !request.url.startsWith(config.apiPrefix)) {
        return reply.type('text/html').sendFile('index.html');
      }
      return reply.code(404).send({ error: 'Recurso no encontrado' });
    });
  }

  return app;
}
