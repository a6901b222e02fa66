/**
 * Clients of the reference server for the flood benches, each from an address of its own: on Linux every address of
 * 127.0.0.0/8 reaches the loopback server, so fifty clients are fifty addresses to its per-address bounds, as
 * fifty machines would be. Plain node:http (fetch cannot choose its source address).
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { obfuscateDigest } from '../../app/domain/credentials.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** One client: its address, and its own kept-alive connections (at most `connections`). */
export interface Client {
  address: string;
  agent: http.Agent;
}

export function client(address: string, connections = 4): Client {
  return { address, agent: new http.Agent({ keepAlive: true, maxSockets: connections }) };
}

/** The n-th address of a block of 127.0.0.0/8 (`127.<block>.…`), one per client; blocks keep kinds of clients apart. */
export const addressOf = (block: number, n: number) => `127.${block}.${Math.floor(n / 200)}.${10 + (n % 200)}`;

export interface Answer {
  status: number;
  body: any;
}

/**
 * One request. A kept-alive socket the server closed for idleness just as it was reused fails with ECONNRESET before
 * any answer: like browsers (and as Node's documentation advises) the request is then sent once more on a new socket.
 */
export async function request(
  base: string,
  from: Client,
  method: string,
  url: string,
  body?: unknown,
  timeoutMs = 10_000,
): Promise<Answer> {
  try {
    return await requestOnce(base, from, method, url, body, timeoutMs);
  } catch (error) {
    if (!(error instanceof Error && 'reusedSocket' in error && error.reusedSocket)) throw error;
    return requestOnce(base, from, method, url, body, timeoutMs);
  }
}

function requestOnce(
  base: string,
  from: Client,
  method: string,
  url: string,
  body: unknown,
  timeoutMs: number,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${base}${url}`,
      {
        method,
        agent: from.agent,
        localAddress: from.address,
        headers:
          payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        timeout: timeoutMs,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let parsed: unknown;
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = undefined;
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { name: 'TimeoutError' })));
    req.on('error', (error: Error & { code?: string }) =>
      reject(error.code === 'ECONNRESET' && req.reusedSocket ? Object.assign(error, { reusedSocket: true }) : error),
    );
    req.end(payload);
  });
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');

/** A login as the portal makes it: a captcha token, then IniciarSession. A refused captcha is the answer. */
export async function login(
  base: string,
  from: Client,
  usuario: string,
  password: string,
  timeoutMs = 10_000,
): Promise<Answer> {
  const captcha = await request(base, from, 'GET', '/api/captcha/token?action=submit', undefined, timeoutMs);
  if (captcha.status !== 200) return captcha;
  const tokenCaptcha = captcha.body.token as string;
  return request(
    base,
    from,
    'POST',
    '/api/Login/IniciarSession',
    {
      ip: from.address,
      usuario,
      password: obfuscateDigest(sha256(password), tokenCaptcha),
      tokenCaptcha,
      tipo: 1,
    },
    timeoutMs,
  );
}

/** Demo customers with their published passwords (server/seed/demo-policyholders.json). */
export const CUSTOMERS = [
  { documento: '41234567', password: 'Beneficio#2026' },
  { documento: '70011223', password: 'Cuotas#Lima2026' },
  { documento: '46813579', password: 'Detecta!Power3' },
  { documento: '47924680', password: 'VidaPower#22' },
  { documento: '40102030', password: 'Hogar$Seguro1' },
  { documento: '48765432', password: 'VidaPlus@2026' },
  { documento: '43218765', password: 'Detecta+2026' },
  { documento: '44556677', password: 'SoloCursos#1' },
  { documento: '72233445', password: 'Cowork#Lima26' },
] as const;

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** The machine's load average over the last minute, to one decimal: the benches' times follow it. */
const loadAverage = () => Math.round(os.loadavg()[0]! * 10) / 10;

/**
 * Runs `measure` against the reference server as `npm start` runs it, started for it on a fresh database and stopped
 * after; the figures come back with the load average before and after.
 */
export async function onReferenceServer<T>(
  port: number,
  measure: (base: string) => Promise<T>,
): Promise<T & { load: [number, number] }> {
  const loadAtStart = loadAverage();
  const server = await startReferenceServer(port);
  try {
    const figures = await measure(server.base);
    return { ...figures, load: [loadAtStart, loadAverage()] };
  } finally {
    await server.stop();
  }
}

/** The reference server as `npm start` runs it (production scrypt cost), in its own process on a fresh database. */
async function startReferenceServer(port: number): Promise<{ base: string; stop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beneficios-flood-'));
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      STATIC_DIR: path.join(dataDir, 'none'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  // Listened for from the start: a server that already ended has nothing left to announce.
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const healthy = (async () => {
    // Seeding hashes the demo accounts' passwords at the production cost first: a minute or more on a busy machine.
    for (const deadline = Date.now() + 180_000; Date.now() < deadline;) {
      try {
        if ((await fetch(`${base}/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('server did not start within 3 minutes');
  })();
  try {
    await Promise.race([
      healthy,
      exited.then(() => Promise.reject(new Error(`the server ended before it answered: ${stderr.trim()}`))),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

/**
 * Runs `script` (a file beside this one) with `args` in a process of its own, as a client on another machine would:
 * sharing the reader's event loop, the reader measured the clients' own congestion as much as the server's. Resolves
 * once it prints `ready` with a function that waits for the JSON it prints last.
 */
export async function clientProcess<T>(script: string, args: string[]): Promise<{ result: () => Promise<T> }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(path.dirname(fileURLToPath(import.meta.url)), script), ...args],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      if (out.startsWith('ready\n')) resolve();
    });
    void exited.then((code) => reject(new Error(`${script} ended with ${code} before it was ready`)));
  });
  return {
    async result() {
      const code = await exited;
      if (code !== 0) throw new Error(`${script} ended with ${code}`);
      return JSON.parse(out.slice('ready\n'.length)) as T;
    },
  };
}
