import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sha256Hex } from '../security/tokens.ts';
import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import { authenticate, type AuthUser } from './auth.ts';
import { endOfTurn } from './endOfTurn.ts';
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
  /** Lists that can grow to many kilobytes are compressed when the client accepts it; other answers are sent as they are. */
  compressed?: boolean;
  handler: (input: {
    body: Out<B>;
    query: Out<Q>;
    params: Out<P>;
    user: A extends true ? AuthUser : null;
    request: FastifyRequest;
    reply: FastifyReply;
  }) => Promise<z.input<R>> | z.input<R>;
}

/** Answers remembered per route as already checked; past that the memory starts again. */
const CHECKED_KEPT = 5_000;

/**
 * Registers one API route: bearer check, then body/query/params through the shared schemas,
 * then the handler; its answer is checked against the response schema before it leaves.
 *
 * The check is remembered by the digest of the serialised answer (never the answer itself, which holds personal
 * data): the same bytes passed once, so they pass again, and a profile read over and over is checked once. The
 * answer is serialised once, here; a frozen answer given again is not serialised again (`sentBefore`, whose bytes
 * live only as long as the handler keeps that answer).
 */
export function defineRoute<
  B extends Schema | undefined,
  Q extends Schema | undefined,
  P extends Schema | undefined,
  R extends Schema,
  A extends boolean,
>(app: FastifyInstance, ctx: AppContext, route: RouteDefinition<B, Q, P, R, A>): void {
  const checked = new Set<string>();
  /**
   * A frozen answer a handler gives again (a profile kept while nothing changed) was serialised and checked the first
   * time: its bytes are sent as they were. A handler that returns a frozen answer promises it is frozen all the way
   * down. Weak, so the bytes live only as long as the handler keeps the answer.
   */
  const sentBefore = new WeakMap<object, string>();
  const passes = (answer: unknown, json: string): boolean => {
    const digest = sha256Hex(json);
    if (checked.has(digest)) return true;
    if (!route.response.safeParse(answer).success) return false;
    if (checked.size >= CHECKED_KEPT) checked.clear();
    checked.add(digest);
    return true;
  };
  app.route({
    method: route.method,
    url: route.url,
    config: route.rateLimited ? { rateLimit: ctx.config.rateLimit } : {},
    // The compression plugin's three hooks cost a small answer more than its bytes on the wire; request bodies are
    // plain JSON (the contract has no compressed requests).
    compress: route.compressed ? undefined : false,
    decompress: false,
    handler: async (request, reply) => {
      // Personal data (document, phone, e-mail, appointments) must never sit in a browser or proxy cache.
      if (route.auth) reply.header('Cache-Control', 'no-store');
      const user = route.auth ? await authenticate(ctx, request) : null;
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
      const kept = typeof answer === 'object' && answer !== null && Object.isFrozen(answer) ? answer : null;
      const reused = kept ? sentBefore.get(kept) : undefined;
      const json = reused ?? JSON.stringify(answer);
      if (reused === undefined) {
        if (!passes(answer, json)) {
          // A contract breach is a server fault: never send a body the client would reject.
          const { error } = route.response.safeParse(answer);
          throw new Error(`Response of ${route.url} breaks its schema: ${error?.message}`);
        }
        if (kept) sentBefore.set(kept, json);
      }
      // Every answer of this turn leaves together (see endOfTurn.ts): one wake-up of a busy client per turn, not per answer.
      await endOfTurn();
      return reply.type('application/json; charset=utf-8').send(json);
    },
  });
}
