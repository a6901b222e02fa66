/**
 * Login flood (`npm run bench`, or alone: `npx tsx tests/bench/loginFlood.ts`). Starts the reference server
 * as `npm start` runs it (its own process, production scrypt cost, fresh data directory), then measures the
 * p99 of an authenticated read (GET /Login/obtenerSession) for 10 s alone, and for 10 s while one client floods
 * IniciarSession with wrong passwords as fast as it can. Budget: the p99 under the flood stays within 2× the
 * p99 without it, and every flooding request is answered (200, 429 or 503), none times out.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { obfuscateDigest } from '../../app/domain/credentials.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PHASE_MS = 10_000;
const READ_EVERY_MS = 20;
const FLOOD_CONCURRENCY = 32;
const REQUEST_TIMEOUT_MS = 10_000;

const sha256 = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function waitForHealth(base: string) {
  for (let i = 0; i < 400; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('server did not start');
}

/** A login as the portal makes it: a captcha token, then IniciarSession. A refused captcha (429) is the answer. */
async function login(base: string, usuario: string, password: string) {
  const captcha = await fetch(`${base}/api/captcha/token?action=submit`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  if (!captcha.ok) return captcha;
  const { token: tokenCaptcha } = (await captcha.json()) as { token: string };
  const response = await fetch(`${base}/api/Login/IniciarSession`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ip: '127.0.0.1', usuario, password: obfuscateDigest(sha256(password), tokenCaptcha), tokenCaptcha, tipo: 1 }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return response;
}

/** Authenticated reads at a steady pace for `ms`; their latencies. */
async function readLatencies(base: string, token: string, ms: number): Promise<number[]> {
  const latencies: number[] = [];
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const t0 = performance.now();
    const response = await fetch(`${base}/api/Login/obtenerSession`, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (response.ok) latencies.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, READ_EVERY_MS));
  }
  return latencies;
}

/** One client, many connections: wrong passwords for documents without accounts, as fast as answers come. */
async function flood(base: string, ms: number) {
  const statuses = new Map<string, number>();
  const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
  const end = Date.now() + ms;
  const worker = async () => {
    while (Date.now() < end) {
      const usuario = String(40_000_000 + crypto.randomInt(0, 9_999_999)).padStart(8, '0');
      try {
        const response = await login(base, usuario, 'Equivocada#2026');
        await response.arrayBuffer();
        count(String(response.status));
      } catch (error) {
        count(error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'error');
      }
    }
  };
  await Promise.all(Array.from({ length: FLOOD_CONCURRENCY }, worker));
  return Object.fromEntries([...statuses].sort());
}

/**
 * The flood runs in a process of its own, as a client on another machine would: sharing the reader's event loop,
 * the reader's latencies measured the flooding client's own congestion as much as the server's.
 */
async function floodFromAnotherProcess(base: string, ms: number): Promise<Record<string, number>> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--flood', base, String(ms)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the flooding process ended with ${code}`);
  return JSON.parse(out) as Record<string, number>;
}

export interface LoginFloodResult {
  p99QuietMs: number;
  p99FloodMs: number;
  ratio: number;
  floodStatuses: Record<string, number>;
  ok: boolean;
}

export async function loginFlood(port = Number(process.env.BENCH_FLOOD_PORT ?? 3141)): Promise<LoginFloodResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beneficios-flood-'));
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', STATIC_DIR: path.join(dataDir, 'none') },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await Promise.race([waitForHealth(base), exited.then(() => Promise.reject(new Error(`the server ended before it answered: ${stderr.trim()}`)))]);
    const answer = (await (await login(base, '41234567', 'Beneficio#2026')).json()) as { data: { token: string } };
    const token = answer.data.token;
    const quiet = await readLatencies(base, token, PHASE_MS);
    // The read session would idle out only after 30 minutes; the flood uses documents without accounts.
    const [loud, floodStatuses] = await Promise.all([readLatencies(base, token, PHASE_MS), floodFromAnotherProcess(base, PHASE_MS)]);
    const p99QuietMs = Math.round(percentile(quiet, 99) * 10) / 10;
    const p99FloodMs = Math.round(percentile(loud, 99) * 10) / 10;
    const ratio = Math.round((p99FloodMs / p99QuietMs) * 100) / 100;
    const answeredOnly = Object.keys(floodStatuses).every((s) => s === '200' || s === '429' || s === '503');
    return { p99QuietMs, p99FloodMs, ratio, floodStatuses, ok: ratio <= 2 && answeredOnly };
  } finally {
    // Listened for from the start: a server that already ended has nothing left to announce.
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printLoginFlood(r: LoginFloodResult) {
  console.log('\nLogin flood (10 s, one client, 32 connections):');
  console.log(`  p99 of GET /Login/obtenerSession without the flood: ${r.p99QuietMs} ms`);
  console.log(`  p99 during the flood: ${r.p99FloodMs} ms (${r.ratio}×)`);
  console.log(`  answers to the flood: ${JSON.stringify(r.floodStatuses)}`);
  console.log(`  ${r.ok ? 'PASS' : 'FAIL'}  p99 ≤ 2× and only 200, 429 or 503 (no timeout, no error)`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url) && process.argv[2] === '--flood') {
  // The flooding client (floodFromAnotherProcess): its answers' statuses as JSON on stdout.
  process.stdout.write(JSON.stringify(await flood(process.argv[3]!, Number(process.argv[4]))));
} else if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await loginFlood();
  printLoginFlood(result);
  process.exitCode = result.ok ? 0 : 1;
}
