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

/**
 * What an API answer carries instead (OWASP's REST security headers): it is JSON, never a document, so nothing in
 * it runs, frames or asks for a camera. It still may not be framed, sniffed as another type, read by another
 * origin's page or cached (routes with personal data add `no-store`); the document's own policies (its scripts'
 * hashes, permissions, opener, agent cluster) would be a kilobyte on every answer for nothing.
 */
export function apiSecurityHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
  };
  const hsts = pageHeaders['strict-transport-security'];
  if (hsts) headers['strict-transport-security'] = hsts;
  return headers;
}

/** Which answers are the API's JSON: paths under `apiPrefix`, except the documents served there (`documents`). */
export interface ApiPaths {
  apiPrefix: string;
  /** Path prefixes, relative to the API's, that serve pages (the video provider's room, which the portal embeds). */
  documents: readonly string[];
}

/**
 * Helmet's headers plus `extra` (lower-case names) on every response, set by one hook; the API's JSON answers get
 * the API's shorter set.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  options: HelmetOptions,
  extra: Record<string, string>,
  paths: ApiPaths,
): void {
  const pageHeaders = { ...securityHeaders(options), ...extra };
  const apiHeaders = apiSecurityHeaders(pageHeaders);
  const prefix = paths.apiPrefix.replace(/\/+$/, '');
  const documents = paths.documents.map((document) => prefix + document);
  const isApiAnswer = (url: string) =>
    url.startsWith(`${prefix}/`) && !documents.some((document) => url.startsWith(document));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? apiHeaders : pageHeaders);
    done();
  });
}
