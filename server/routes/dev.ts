import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { outboxQuery, outboxResponse } from '../http/contract.ts';
import { workAfterAnswers } from '../http/afterAnswer.ts';
import { NotFoundError } from '../http/errors.ts';
import { defineRoute } from '../http/routing.ts';
import { isLoopback } from '../security/startupGuard.ts';
import { sameSecret } from '../security/tokens.ts';

/**
 * Development outbox: the SMS and e-mails the server would have sent. Registered only when a key is
 * configured, and it answers only a request from this machine that carries the key in `x-outbox-key`;
 * anything else gets the plain 404 of a route that does not exist.
 */
export function devRoutes(app: FastifyInstance, ctx: AppContext): void {
  const key = ctx.config.outboxKey;
  if (key === null) return;
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/dev/outbox',
    compressed: true,
    auth: false,
    rateLimited: true,
    query: outboxQuery,
    response: outboxResponse,
    handler: async ({ query, request }) => {
      const given = request.headers['x-outbox-key'];
      if (!isLoopback(request.socket.remoteAddress) || typeof given !== 'string' || !sameSecret(given, key)) {
        throw new NotFoundError();
      }
      // Codes are written once their answer has left (http/afterAnswer.ts): what was asked for before this read is here.
      await workAfterAnswers();
      return { mensajes: await ctx.store.records.messages(query.destino) };
    },
  });
}
