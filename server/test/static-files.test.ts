import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../app/build/precompress.ts';
import { inlineScriptSource } from '../http/securityHeaders.ts';
import { pickEncoding } from '../http/staticFiles.ts';
import { startServer, tempDataDir, type TestServer } from './harness.ts';

/** A raw GET: fetch() would negotiate and decompress on its own, hiding what the server sent. */
function rawGet(base: string, url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(base + url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const script = `export const catalogue = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, nombre: `Beneficio ${i}` })))};\n`;
/** Two inline scripts every page carries, one only the login page does, and data that never runs. */
const SCRIPTS = { early: 'window.temprano=1;', login: 'document.title+="";', data: '{"familias":[]}' };
const page = (title: string, extra = '') =>
  `<!doctype html><html lang="es-PE"><head><script>${SCRIPTS.early}</script><title>${title}</title><script type="module" src="${'/assets/index-B4x9Qz1a.js'}"></script></head>` +
  `<body><main><h1>${title}</h1>${'<p>Texto de la página.</p>'.repeat(80)}</main><script type="application/json">${SCRIPTS.data}</script>${extra}</body></html>`;

describe('static files of the built portal', () => {
  let s: TestServer;
  let dist: string;
  const asset = '/assets/index-B4x9Qz1a.js';

  beforeAll(async () => {
    const dataDir = tempDataDir();
    dist = path.join(dataDir, 'dist');
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.mkdirSync(path.join(dist, 'inicia'));
    fs.mkdirSync(path.join(dist, 'ecosistema'));
    fs.writeFileSync(path.join(dist, '__spa-fallback.html'), page('Beneficios'));
    fs.writeFileSync(path.join(dist, 'index.html'), page('Portada'));
    fs.writeFileSync(path.join(dist, 'ecosistema', 'index.html'), page('Recuperando tu sesión'));
    fs.writeFileSync(
      path.join(dist, 'inicia', 'index.html'),
      page('Inicia sesión', `<script>${SCRIPTS.login}</script>`),
    );
    fs.writeFileSync(path.join(dist, asset), script);
    fs.writeFileSync(path.join(dist, 'assets', 'figtree-latin-C0ffee12.woff2'), Buffer.alloc(4096, 7));
    await precompressDirectory(dist);
    // Left uncompressed by the build on purpose: the server compresses it once at start.
    fs.writeFileSync(path.join(dist, 'assets', 'late-D00d1e23.css'), `.a{color:red}\n`.repeat(200));
    s = await startServer({ dataDir, staticDir: dist });
  });
  afterAll(async () => s.close());

  it('writes brotli and gzip versions beside every compressible file at build time, never beside fonts', () => {
    for (const file of ['index.html', '__spa-fallback.html', 'inicia/index.html', asset.slice(1)]) {
      expect(fs.existsSync(path.join(dist, `${file}.br`)), file).toBe(true);
      expect(fs.existsSync(path.join(dist, `${file}.gz`)), file).toBe(true);
    }
    expect(fs.existsSync(path.join(dist, 'assets', 'figtree-latin-C0ffee12.woff2.br'))).toBe(false);
  });

  it('sends a hashed asset as the build compressed it, with br or gzip as accepted, cached for a year as immutable', async () => {
    const br = await rawGet(s.base, asset, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.body.equals(fs.readFileSync(path.join(dist, `${asset}.br`)))).toBe(true);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);

    const gzip = await rawGet(s.base, asset, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gzip.body.equals(fs.readFileSync(path.join(dist, `${asset}.gz`)))).toBe(true);

    const plain = await rawGet(s.base, asset);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.toString()).toBe(script);
  });

  it('compresses once at start a file the build left uncompressed, and leaves fonts as they are', async () => {
    const css = await rawGet(s.base, '/assets/late-D00d1e23.css', { 'accept-encoding': 'br' });
    expect(css.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(css.body).toString()).toContain('.a{color:red}');
    const font = await rawGet(s.base, '/assets/figtree-latin-C0ffee12.woff2', { 'accept-encoding': 'br, gzip' });
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never caches HTML without revalidating it: the home, a prerendered page and the single-page app', async () => {
    for (const [url, title] of [
      ['/', 'Portada'],
      ['/inicia', 'Inicia sesión'],
      ['/ecosistema', 'Recuperando tu sesión'],
      // A route the build did not prerender gets the single-page app's fallback.
      ['/videollamada/sala', 'Beneficios'],
      ['/ecosistema/desconocida', 'Beneficios'],
    ] as const) {
      const r = await rawGet(s.base, url, { 'accept-encoding': 'br' });
      expect(r.status, url).toBe(200);
      expect(r.headers['cache-control'], url).toBe('no-cache');
      expect(r.headers['cache-control'], url).not.toContain('immutable');
      expect(r.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(r.headers['content-encoding'], url).toBe('br');
      expect(r.headers.vary, url).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(r.body).toString(), url).toContain(`<h1>${title}</h1>`);
      expect(r.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
  });

  it('allows each inline script of the built pages by its hash, once, and nothing else inline', async () => {
    const csp = String((await rawGet(s.base, '/inicia')).headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]+)/.exec(csp)![1]!.trim().split(/\s+/);
    expect(scriptSrc).toEqual(["'self'", inlineScriptSource(SCRIPTS.early), inlineScriptSource(SCRIPTS.login)]);
  });

  it('answers a revalidation with 304 and no body while the file is unchanged', async () => {
    const first = await rawGet(s.base, '/inicia');
    const again = await rawGet(s.base, '/inicia', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('keeps API paths out of the portal, and every answer carries the security headers', async () => {
    const missing = await rawGet(s.base, '/api/no/existe');
    expect(missing.status).toBe(404);
    // An API answer is JSON, never a document: nothing in it may load, run or be framed.
    expect(missing.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(missing.headers['x-frame-options']).toBe('DENY');
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    expect(missing.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(missing.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(missing.headers['referrer-policy']).toBe('no-referrer');
    expect(missing.headers['permissions-policy']).toBeUndefined();
    for (const r of [await rawGet(s.base, asset), await rawGet(s.base, '/inicia'), await rawGet(s.base, '/api')]) {
      expect(r.headers['content-security-policy']).toContain("default-src 'self'");
      expect(r.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(r.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(r.headers['referrer-policy']).toBe('no-referrer');
      expect(r.headers['permissions-policy']).toContain('camera=(self)');
      expect(r.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('picks br, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('gzip;q=0')).toBeNull();
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});
