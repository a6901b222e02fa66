import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JobQueue } from '../jobs/queue.ts';
import type { AppContext } from '../context.ts';
import { outboxQuery, outboxResponse } from '../http/contract.ts';
import { workAfterAnswers } from '../http/afterAnswer.ts';
import { NotFoundError } from '../http/errors.ts';
import { defineRoute } from '../http/routing.ts';
import { isLoopback } from '../security/startupGuard.ts';
import { sameSecret } from '../security/tokens.ts';

/** A development request: from this machine, carrying the outbox key (the outbox, the job run, the clock). */
export function isDevRequest(request: FastifyRequest, key: string): boolean {
  const given = request.headers['x-outbox-key'];
  return isLoopback(request.socket.remoteAddress) && typeof given === 'string' && sameSecret(given, key);
}

/**
 * Development outbox: the SMS and e-mails the server would have sent, and a way to run the jobs due now (reminders,
 * attendance) without waiting for the background poll. Registered only when a key is
 * configured, and it answers only a request from this machine that carries the key in `x-outbox-key`;
 * anything else gets the plain 404 of a route that does not exist.
 */
export function devRoutes(app: FastifyInstance, ctx: AppContext, jobs: JobQueue): void {
  const key = ctx.config.outboxKey;
  if (key === null) return;
  const allowed = (request: FastifyRequest) => isDevRequest(request, key);
  // Runs the jobs due by the server's clock now (after a test moved the development clock), then answers.
  app.post('/dev/trabajos', async (request) => {
    if (!allowed(request)) throw new NotFoundError();
    await jobs.runDue();
    return { ok: true };
  });
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/dev/outbox',
    compressed: true,
    auth: false,
    rateLimited: true,
    query: outboxQuery,
    response: outboxResponse,
    handler: async ({ query, request }) => {
      if (!allowed(request)) throw new NotFoundError();
      // Codes are written once their answer has left (http/afterAnswer.ts): what was asked for before this read is here.
      await workAfterAnswers();
      return { mensajes: await ctx.store.records.messages(query.destino) };
    },
  });
}
