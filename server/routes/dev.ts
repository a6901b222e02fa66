import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { outboxQuery, outboxResponse } from '../http/contract.ts';
import { defineRoute } from '../http/routing.ts';

/** Development outbox: the SMS and e-mails the server would have sent. Not registered in production. */
export function devRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.config.production) return;
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/dev/outbox',
    auth: false,
    query: outboxQuery,
    response: outboxResponse,
    handler: async ({ query }) => ({ mensajes: await ctx.store.records.messages(query.destino) }),
  });
}
