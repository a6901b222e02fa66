/**
 * The reference server on each engine, side by side (part of `npm run bench`; alone: `npm run bench:store`).
 * For SQLite and PostgreSQL in turn: one server process on a fresh, seeded database, then
 *   - the authenticated read: `GET /Login/obtenerSession` (session check and touch, account, policy), and
 *   - a booking loop: `AgregarAgenda` on distinct free slots,
 * each at a fixed concurrency, reporting throughput and latency percentiles. PostgreSQL is `DATABASE_URL`
 * (a database is created beside it) or a throwaway cluster of the installed PostgreSQL, with durable commits.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SLOT_HOURS, isOpenDay } from '../../server/domain/slots.ts';
import { addDays } from '../../app/domain/limaCalendar.ts';
import { exited, launch } from '../../server/test/processes.ts';
import { obfuscateDigest } from '../../app/domain/credentials.ts';
import { createDatabase, postgresBinDir, startCluster, type Cluster } from '../postgres/cluster.ts';

const READS = 2000;
const READ_CONCURRENCY = 10;
const BOOKINGS = 300;
const BOOKING_CONCURRENCY = 4;

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
}

function summarise(latencies: number[], elapsedMs: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10;
  return { perSecond: Math.round((latencies.length / elapsedMs) * 1000), p50: at(0.5), p99: at(0.99) };
}

/** Runs `count` calls of `task(i)` with `concurrency` in flight; every answer must be `ok`. */
async function load(count: number, concurrency: number, task: (i: number) => Promise<boolean>): Promise<Figures> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const t0 = performance.now();
        if (!(await task(i))) throw new Error(`request ${i} failed`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return summarise(latencies, performance.now() - started);
}

async function measure(env: { DATA_DIR: string; DATABASE_URL: string }) {
  // Production's password cost would dominate a login; the figures are about the store.
  const { child, ready } = launch({ env }, { SCRYPT_LOG_N: '12' });
  try {
    const base = await ready;
    const json = async (url: string, init?: RequestInit) => (await fetch(base + url, init)).json() as Promise<any>;
    const { token: tokenCaptcha } = await json('/api/captcha/token?action=submit');
    const password = obfuscateDigest(crypto.createHash('sha256').update('Beneficio#2026').digest('hex'), tokenCaptcha);
    const login = await json('/api/Login/IniciarSession', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ip: '127.0.0.1', usuario: '41234567', password, tokenCaptcha, tipo: 1 }),
    });
    const authorization = `Bearer ${login.data.token as string}`;

    const read = await load(
      READS,
      READ_CONCURRENCY,
      async () => (await fetch(`${base}/api/Login/obtenerSession`, { headers: { authorization } })).ok,
    );

    // Distinct free slots of the credit score (benefit 3), from next week on.
    const slots: Array<{ fecha: string; hora: string }> = [];
    for (let day = 7; slots.length < BOOKINGS; day++) {
      const fecha = addDays(new Date().toISOString().slice(0, 10), day);
      if (isOpenDay(fecha)) for (const hora of SLOT_HOURS) slots.push({ fecha, hora });
    }
    const booking = await load(BOOKINGS, BOOKING_CONCURRENCY, async (i) => {
      const answer = await json('/api/agendamientos/AgregarAgenda', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({ idBeneficio: 3, ...slots[i]!, claveIdempotencia: crypto.randomUUID() }),
      });
      return answer.codigo === 0;
    });
    return { read, booking };
  } finally {
    child.kill('SIGTERM');
    await exited(child);
  }
}

export async function benchStores(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beneficios-bench-store-'));
  const results: Record<string, Awaited<ReturnType<typeof measure>> | string> = {};
  let cluster: Cluster | undefined;
  try {
    results.SQLite = await measure({ DATA_DIR: path.join(dataDir, 'sqlite'), DATABASE_URL: '' });
    const adminUrl = process.env.DATABASE_URL || (postgresBinDir() ? (cluster = startCluster()).url : undefined);
    if (adminUrl) {
      const database = await createDatabase(adminUrl, 'beneficios_bench');
      try {
        results.PostgreSQL = await measure({ DATA_DIR: path.join(dataDir, 'pg'), DATABASE_URL: database.url });
      } finally {
        await database.drop();
      }
    } else {
      results.PostgreSQL = 'not measured: set DATABASE_URL or install PostgreSQL';
    }
  } finally {
    cluster?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const row = (label: string, pick: (r: Awaited<ReturnType<typeof measure>>) => Figures, key: keyof Figures) =>
    Object.fromEntries([
      ['figure', label],
      ...Object.entries(results).map(([engine, r]) => [engine, typeof r === 'string' ? '—' : pick(r)[key]]),
    ]);
  console.log(
    `\nReference server per engine (one process; authenticated read ×${READS} with ${READ_CONCURRENCY} in flight, ` +
      `bookings ×${BOOKINGS} with ${BOOKING_CONCURRENCY} in flight):`,
  );
  console.table([
    row('authenticated read, req/s', (r) => r.read, 'perSecond'),
    row('authenticated read, p50 ms', (r) => r.read, 'p50'),
    row('authenticated read, p99 ms', (r) => r.read, 'p99'),
    row('booking, req/s', (r) => r.booking, 'perSecond'),
    row('booking, p50 ms', (r) => r.booking, 'p50'),
    row('booking, p99 ms', (r) => r.booking, 'p99'),
  ]);
  for (const [engine, r] of Object.entries(results)) if (typeof r === 'string') console.log(`${engine}: ${r}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchStores();
