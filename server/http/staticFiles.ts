import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The built portal, served from memory. Every file is read once at start, with the brotli and gzip versions the
 * build wrote beside it (`x.js.br`, `x.js.gz`), so no request compresses anything or touches the disk.
 * - `/assets/*` carry a content hash in their names: cached for a year and never revalidated (`immutable`).
 * - Everything else (HTML, favicon…) is revalidated on every use (`no-cache`) against its ETag.
 * - A prerendered page for `/a/b` lives at `a/b/index.html` (`/` at `index.html`); any other portal route gets React
 *   Router's single-page app fallback (`__spa-fallback.html`).
 */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.ics': 'text/calendar; charset=utf-8',
};

/** Text formats gain from compression; images, fonts and PDFs are compressed already. */
export const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
  '.ico',
  '.ics',
]);

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export interface StaticFile {
  type: string;
  cacheControl: string;
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

function walk(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full, base) : [path.relative(base, full)];
  });
}

/** A `<script>` element of a page, its attributes and its text. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** A `type` that the browser runs; any other (JSON data for the page) is never executed. */
const RUNNABLE_TYPE = /^\s*(|text\/javascript|module)\s*$/i;

/**
 * The scripts the built pages carry inline (each once, pages in path order), byte for byte as the browser hashes
 * them for the CSP. Read from the pages the server sends, so the policy always matches them.
 */
export function inlineScriptsOf(files: Map<string, StaticFile>): string[] {
  const scripts = new Set<string>();
  const pages = [...files].filter(([urlPath]) => urlPath.endsWith('.html')).sort(([a], [b]) => (a < b ? -1 : 1));
  for (const [, page] of pages) {
    for (const [, attributes = '', text = ''] of page.identity.toString('utf8').matchAll(SCRIPT_ELEMENT)) {
      if (/\bsrc\s*=/i.test(attributes)) continue;
      const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
      if (RUNNABLE_TYPE.test(type) && text.trim()) scripts.add(text);
    }
  }
  return [...scripts];
}

/** Reads the built portal into memory; a compressible file the build did not precompress is compressed once, here. */
export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const relative of walk(root)) {
    const ext = path.extname(relative);
    if (ext === '.br' || ext === '.gz') continue;
    const full = path.join(root, relative);
    const identity = fs.readFileSync(full);
    const urlPath = '/' + relative.split(path.sep).join('/');
    const file: StaticFile = {
      type: TYPES[ext] ?? 'application/octet-stream',
      cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
      etag: `"${crypto.createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`,
      identity,
    };
    if (COMPRESSIBLE.has(ext) && identity.length >= 1024) {
      file.br = fs.existsSync(`${full}.br`) ? fs.readFileSync(`${full}.br`) : zlib.brotliCompressSync(identity);
      file.gzip = fs.existsSync(`${full}.gz`) ? fs.readFileSync(`${full}.gz`) : zlib.gzipSync(identity, { level: 9 });
    }
    files.set(urlPath, file);
  }
  return files;
}

/** br when the client takes it, then gzip, else the file as it is (q=0 refuses an encoding). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    if (name && !refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

function send(request: FastifyRequest, reply: FastifyReply, file: StaticFile) {
  reply.header('content-type', file.type).header('cache-control', file.cacheControl).header('etag', file.etag);
  if (file.br) reply.header('vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  const encoding = file.br ? pickEncoding(request.headers['accept-encoding']) : null;
  const body = encoding === 'br' ? file.br! : encoding === 'gzip' ? file.gzip! : file.identity;
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

/** The page React Router's build writes for every route it did not prerender: the single-page app. */
const SPA_FALLBACK = '/__spa-fallback.html';

/**
 * Serves the built portal (`loadStaticFiles`); `sendPage` answers any other portal route with the single-page app
 * (history API).
 */
export function serveStaticFiles(
  app: FastifyInstance,
  files: Map<string, StaticFile>,
): { sendPage: (request: FastifyRequest, reply: FastifyReply) => FastifyReply } {
  const shell = files.get(SPA_FALLBACK);
  const home = files.get('/index.html');
  if (!shell || !home) throw new Error(`The built portal holds no index.html or ${SPA_FALLBACK.slice(1)}`);
  // Compressed bodies are ready: the compression plugin has nothing to do here.
  const routeOptions = { compress: false } as const;

  for (const [urlPath, file] of files) {
    if (urlPath === SPA_FALLBACK) continue;
    // A prerendered page answers at its route (`/inicia`), not at its file name.
    const route =
      urlPath.endsWith('/index.html') && urlPath !== '/index.html' ? urlPath.slice(0, -'/index.html'.length) : urlPath;
    app.get(route, routeOptions, (request, reply) => send(request, reply, file));
  }
  app.get('/', routeOptions, (request, reply) => send(request, reply, home));

  return { sendPage: (request, reply) => send(request, reply, shell) };
}
