import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import * as c from '../http/contract.ts';
import { defaultMaxConnections, openFileLimit } from '../http/connections.ts';
import { startServer, tempDataDir, type TestServer } from './harness.ts';

/** A raw connection to the server, and a promise of when it was closed and what the server wrote before. */
function connect(s: TestServer): { socket: net.Socket; closed: Promise<{ afterMs: number; received: string }> } {
  const started = Date.now();
  const socket = net.connect(Number(new URL(s.base).port), '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => {});
  const closed = new Promise<{ afterMs: number; received: string }>((resolve) =>
    socket.once('close', () => resolve({ afterMs: Date.now() - started, received })),
  );
  return { socket, closed };
}

/** The body of an HTTP answer read off a raw socket. */
const bodyOf = (raw: string) => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as unknown;

describe('timeouts and connection bounds', () => {
  const servers: TestServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
  });

  it('closes a slow body after the stated 10 s and slow headers after 5 s, while others are served', async () => {
    const limits = readConfig({}).connections;
    expect(limits).toMatchObject({ headersTimeoutMs: 5_000, requestTimeoutMs: 10_000, checkEveryMs: 500 });
    const s = await startServer();
    servers.push(s);

    // A login whose body arrives a byte every half second and never ends; headers that never end either.
    const body = connect(s);
    body.socket.write(
      'POST /api/Login/IniciarSession HTTP/1.1\r\nHost: portal\r\nContent-Type: application/json\r\nContent-Length: 300\r\n\r\n{',
    );
    const headers = connect(s);
    headers.socket.write('POST /api/Login/IniciarSession HTTP/1.1\r\nHost: portal\r\n');
    const trickle = setInterval(() => {
      if (body.socket.writable) body.socket.write(' ');
      if (headers.socket.writable) headers.socket.write('X-Lento: si\r\n');
    }, 500);
    try {
      // Meanwhile the server answers everyone else.
      expect((await s.call('GET', '/health')).status).toBe(200);
      const [slowBody, slowHeaders] = await Promise.all([body.closed, headers.closed]);
      console.log(`slow body closed after ${slowBody.afterMs} ms, slow headers after ${slowHeaders.afterMs} ms`);
      // Closed no sooner than the timeout and no later than one check after it (with a second for a busy machine).
      expect(slowBody.afterMs).toBeGreaterThanOrEqual(limits.requestTimeoutMs - 50);
      expect(slowBody.afterMs).toBeLessThanOrEqual(limits.requestTimeoutMs + limits.checkEveryMs + 1_000);
      expect(slowHeaders.afterMs).toBeGreaterThanOrEqual(limits.headersTimeoutMs - 50);
      expect(slowHeaders.afterMs).toBeLessThanOrEqual(limits.headersTimeoutMs + limits.checkEveryMs + 1_000);
      expect(slowBody.received).toMatch(/^HTTP\/1\.1 408 /);
      expect(bodyOf(slowBody.received)).toEqual(c.apiErrors.tiempoAgotado.body);
    } finally {
      clearInterval(trickle);
    }
  }, 30_000);

  it('closes new connections beyond its bound at once, and takes them again once some have closed', async () => {
    const s = await startServer({ connections: { ...readConfig({}).connections, maxConnections: 3 } });
    servers.push(s);
    const held = [connect(s), connect(s), connect(s)];
    // Each of the three has started a request, so the server has surely accepted it before the fourth arrives.
    for (const h of held) h.socket.write('GET /health HTTP/1.1\r\nHost: portal\r\n\r\n');
    await Promise.all(held.map((h) => new Promise((resolve) => h.socket.once('data', resolve))));
    const extra = connect(s);
    extra.socket.write('GET /health HTTP/1.1\r\nHost: portal\r\n\r\n');
    const refused = await extra.closed;
    expect(refused.received).toBe('');
    for (const h of held) h.socket.destroy();
    await Promise.all(held.map((h) => h.closed));
    // The server counts a connection gone once it has seen it close: asked again until it has.
    let status = 0;
    for (let tries = 0; status !== 200 && tries < 100; tries++) {
      status = await s.call('GET', '/health').then(
        (r) => r.status,
        () => 0,
      );
      if (status !== 200) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(status).toBe(200);
  });

  it('leaves the server its own descriptors under the open-file limit', () => {
    const dir = tempDataDir();
    const file = path.join(dir, 'limits');
    fs.writeFileSync(
      file,
      'Limit                     Soft Limit           Hard Limit           Units     \nMax open files            1024                 1048576              files     \n',
    );
    expect(openFileLimit(file)).toBe(1024);
    expect(defaultMaxConnections(1024)).toBe(768);
    expect(defaultMaxConnections(1_048_576)).toBe(10_000);
    expect(defaultMaxConnections(null)).toBe(1_000);
    expect(openFileLimit(path.join(dir, 'missing'))).toBeNull();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
