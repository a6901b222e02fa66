import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { captchaTokenQuery, captchaTokenResponse } from '../http/contract.ts';
import { defineRoute } from '../http/routing.ts';
import { randomToken, sha256Hex } from '../security/tokens.ts';

const CAPTCHA_TTL_MS = 2 * 60 * 1000;

/** Development captcha provider: single-use random tokens, valid two minutes. */
export function captchaRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/captcha/token',
    auth: false,
    rateLimited: true,
    query: captchaTokenQuery,
    response: captchaTokenResponse,
    handler: async ({ query }) => {
      const token = randomToken(33);
      const now = ctx.now();
      await ctx.store.security.issueCaptcha(sha256Hex(token), query.action, now + CAPTCHA_TTL_MS, now);
      return { token };
    },
  });
}

/** Verifies and consumes a captcha token; a token works once. */
export function verifyCaptcha(ctx: AppContext, token: string): Promise<boolean> {
  return ctx.store.security.consumeCaptcha(sha256Hex(token), ctx.now());
}
