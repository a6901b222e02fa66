import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import { authenticate, type AuthUser } from './auth.ts';
import { parseInput } from './validate.ts';

type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteDefinition<B, Q, P, R extends Schema, A extends boolean> {
  method: 'GET' | 'POST';
  url: string;
  auth: A;
  body?: B;
  query?: Q;
  params?: P;
  response: R;
  /** Login, registration, recovery and captcha routes share a stricter per-IP limit. */
  rateLimited?: boolean;
  handler: (input: {
    body: Out<B>;
    query: Out<Q>;
    params: Out<P>;
    user: A extends true ? AuthUser : null;
    request: FastifyRequest;
    reply: FastifyReply;
  }) => Promise<z.input<R>> | z.input<R>;
}

/**
 * Registers one API route: bearer check, then body/query/params through the shared schemas,
 * then the handler; its answer is checked against the response schema before it leaves.
 */
export function defineRoute<B extends Schema | undefined, Q extends Schema | undefined, P extends Schema | undefined, R extends Schema, A extends boolean>(
  app: FastifyInstance,
  ctx: AppContext,
  route: RouteDefinition<B, Q, P, R, A>,
): void {
  app.route({
    method: route.method,
    url: route.url,
    config: route.rateLimited ? { rateLimit: ctx.config.rateLimit } : {},
    handler: async (request, reply) => {
      // Personal data (document, phone, e-mail, appointments) must never sit in a browser or proxy cache.
      if (route.auth) reply.header('Cache-Control', 'no-store');
      const user = route.auth ? authenticate(ctx, request) : null;
      const body = route.body ? parseInput(route.body, request.body ?? {}) : undefined;
      const query = route.query ? parseInput(route.query, request.query ?? {}) : undefined;
      const params = route.params ? parseInput(route.params, request.params ?? {}) : undefined;
      const answer = await route.handler({
        body: body as Out<B>,
        query: query as Out<Q>,
        params: params as Out<P>,
        user: user as A extends true ? AuthUser : null,
        request,
        reply,
      });
      if (reply.sent) return reply;
      const checked = route.response.safeParse(answer);
      if (!checked.success) {
        // A contract breach is a server fault: never send a body the client would reject.
        throw new Error(`Response of ${route.url} breaks its schema: ${checked.error.message}`);
      }
      return reply.send(answer);
    },
  });
}
