import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { captchaTokenQuery, captchaTokenResponse } from '../http/contract.ts';
import { defineRoute } from '../http/routing.ts';
import { randomToken, sha256Hex } from '../security/tokens.ts';

const CAPTCHA_TTL_MS = 2 * 60 * 1000;
const PROVIDER_TIMEOUT_MS = 5_000;
/** reCAPTCHA v3 scores below this are treated as automation. */
const MIN_SCORE = 0.5;

/** Development captcha provider: single-use random tokens, valid two minutes. Never registered in production. */
export function captchaRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.config.devCaptcha) return;
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/captcha/token',
    auth: false,
    rateLimited: true,
    query: captchaTokenQuery,
    response: captchaTokenResponse,
    handler: ({ query }) => {
      const token = randomToken(33);
      const now = ctx.now();
      ctx.store.security.issueCaptcha(sha256Hex(token), query.action, now + CAPTCHA_TTL_MS, now);
      return { token };
    },
  });
}

/** Asks reCAPTCHA whether a token is genuine, fresh and for the "submit" action. */
async function verifyWithProvider(ctx: AppContext, secret: string, token: string): Promise<boolean> {
  try {
    const response = await fetch(ctx.config.captchaVerifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response: token }).toString(),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    if (!response.ok) return false;
    const answer = (await response.json()) as { success?: boolean; action?: string; score?: number };
    return answer.success === true && answer.action === 'submit' && (answer.score ?? 0) >= MIN_SCORE;
  } catch {
    return false;
  }
}

/** Verifies and consumes a captcha token; a token works once. */
export async function verifyCaptcha(ctx: AppContext, token: string): Promise<boolean> {
  if (ctx.config.devCaptcha) return ctx.store.security.consumeCaptcha(sha256Hex(token), ctx.now());
  if (ctx.config.captchaSecret) return verifyWithProvider(ctx, ctx.config.captchaSecret, token);
  return false;
}
