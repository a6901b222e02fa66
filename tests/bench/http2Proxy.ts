/**
 * The reference server as customers reach it in production: behind a reverse proxy that ends TLS and speaks HTTP/2
 * (docs/deploy.md), so a page's scripts share one connection instead of queueing for six HTTP/1.1 ones. A few lines
 * of Node's own `http2` stand in for nginx; the certificate is a throwaway one made with `openssl`, which the bench's
 * browser is told to accept.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';

/** Headers that belong to one connection and never pass a proxy (RFC 9110 §7.6.1), and HTTP/2's own. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te']);
const passes = (name: string) => !name.startsWith(':') && !HOP_BY_HOP.has(name);

/** A self-signed certificate for 127.0.0.1, in a folder of its own that `close` removes. */
function throwawayCertificate(): { key: Buffer; cert: Buffer; dir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'beneficios-bench-tls-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-keyout', key, '-out', cert],
      ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  );
  return { key: fs.readFileSync(key), cert: fs.readFileSync(cert), dir };
}

export interface Http2Proxy {
  /** `https://127.0.0.1:<port>` */
  origin: string;
  close(): Promise<void>;
}

/** Listens on `port` and passes every request to the server at `upstreamPort`, as nginx's `proxy_pass` does. */
export async function startHttp2Proxy(port: number, upstreamPort: number): Promise<Http2Proxy> {
  const tls = throwawayCertificate();
  const server = http2.createSecureServer({ key: tls.key, cert: tls.cert }, (request, response) => {
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => passes(name)));
    const upstream = http.request(
      { host: '127.0.0.1', port: upstreamPort, method: request.method, path: request.url, headers },
      (answer) => {
        response.writeHead(
          answer.statusCode ?? 502,
          Object.fromEntries(Object.entries(answer.headers).filter(([name]) => passes(name))),
        );
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  // The browser keeps its session open; closing the server waits for every session to end.
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));
  return {
    origin: `https://127.0.0.1:${port}`,
    close: async () => {
      const closed = new Promise((done) => server.close(done));
      for (const session of sessions) session.destroy();
      await closed;
      fs.rmSync(tls.dir, { recursive: true, force: true });
    },
  };
}
