import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers (CSP, HSTS, nosniff, frame and referrer policies…) worked out once at start and set on
 * every response by one synchronous hook. The Fastify wrapper rebuilt Helmet, and parsed every CSP directive, on
 * each request: a twentieth of an authenticated read. Our directives hold no per-request values (no nonces), so
 * the headers never change while the server runs.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, response, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** The CSP source that allows one inline script, byte for byte, by its SHA-256 (CSP Level 2 hash source). */
export function inlineScriptSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** Helmet's headers plus `extra` (lower-case names), set by one hook on every response. */
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions, extra: Record<string, string> = {}): void {
  const headers = { ...securityHeaders(options), ...extra };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
