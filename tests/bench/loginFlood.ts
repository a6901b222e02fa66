/**
 * Login flood (`npm run bench -- login-flood`, or alone: `npx tsx tests/bench/loginFlood.ts`). Starts the reference
 * server as `npm start` runs it (its own process, production scrypt cost, fresh data directory), then for 20 s
 * without a flood and 20 s during one measures the p99 of an authenticated read (GET /Login/obtenerSession) and logs
 * genuine customers in, one every 2 s (two of three from addresses of their own, one of three from a flooding
 * client's address, as behind a carrier's NAT). The flood: 50 clients, each from an address of its own with 4
 * connections, wrong passwords for documents without accounts as fast as answers come.
 * Budgets: during the flood at least 90 % of the customers' logins succeed within 3 s; the read's p99 stays within
 * 2× its value without the flood; every flooding request is answered (200, 429 or 503), none times out.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientProcess, client, CUSTOMERS, login, onReferenceServer, percentile } from './clients.ts';
import type { CustomerLogin } from './customerLogins.ts';

const PHASE_MS = 20_000;
const READ_EVERY_MS = 20;
const CUSTOMER_EVERY_MS = 2_000;
export const FLOOD = { clients: 50, connections: 4 };
/** The flood starts before the customers' first login and ends after their last answer. */
const FLOOD_MARGIN_MS = 5_000;
export const LOGIN_WITHIN_MS = 3_000;
const LOGINS_WITHIN_SHARE = 0.9;

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

export interface CustomerFigures {
  total: number;
  /** Logged in within LOGIN_WITHIN_MS. */
  inTime: number;
  share: number;
  /** The same for those behind a flooding client's address. */
  nat: { total: number; inTime: number };
  p50Ms: number;
  p90Ms: number;
  maxMs: number;
  /** Statuses of the logins that failed or came late. */
  missed: Record<string, number>;
}

function customerFigures(logins: CustomerLogin[]): CustomerFigures {
  const inTime = (l: CustomerLogin) => l.ok && l.ms <= LOGIN_WITHIN_MS;
  const missed: Record<string, number> = {};
  for (const l of logins.filter((x) => !inTime(x))) {
    const key = l.ok ? 'late' : l.status;
    missed[key] = (missed[key] ?? 0) + 1;
  }
  const times = logins.map((l) => l.ms);
  const nat = logins.filter((l) => l.nat);
  return {
    total: logins.length,
    inTime: logins.filter(inTime).length,
    share: Math.round((logins.filter(inTime).length / logins.length) * 1000) / 1000,
    nat: { total: nat.length, inTime: nat.filter(inTime).length },
    p50Ms: percentile(times, 50),
    p90Ms: percentile(times, 90),
    maxMs: Math.max(...times),
    missed,
  };
}

/** Reads and customers' logins for one phase, side by side. */
async function phase(base: string, token: string, floodClients: number) {
  const customers = await clientProcess<CustomerLogin[]>('customerLogins.ts', [
    base,
    String(PHASE_MS),
    String(CUSTOMER_EVERY_MS),
    String(floodClients),
  ]);
  const [reads, logins] = await Promise.all([readLatencies(base, token, PHASE_MS), customers.result()]);
  return { p99Ms: Math.round(percentile(reads, 99) * 10) / 10, customers: customerFigures(logins) };
}

export interface LoginFloodResult {
  p99QuietMs: number;
  p99FloodMs: number;
  ratio: number;
  customersQuiet: CustomerFigures;
  customersFlood: CustomerFigures;
  floodStatuses: Record<string, number>;
  budgets: { customers: boolean; reads: boolean; answered: boolean };
  /** The machine's load average (1 min) at the start and the end: the login times follow it. */
  load: [number, number];
  ok: boolean;
}

export async function loginFlood(port = Number(process.env.BENCH_FLOOD_PORT ?? 3141)): Promise<LoginFloodResult> {
  return onReferenceServer(port, async (base) => {
    const reader = client('127.0.0.1', 1);
    const answer = await login(base, reader, CUSTOMERS[0].documento, CUSTOMERS[0].password, 60_000);
    reader.agent.destroy();
    const token = answer.body.data.token as string;
    const quiet = await phase(base, token, 0);
    // The read session would idle out only after 30 minutes; the flood uses documents without accounts.
    const flood = await clientProcess<Record<string, number>>('floodClients.ts', [
      base,
      String(PHASE_MS + FLOOD_MARGIN_MS),
      String(FLOOD.clients),
      String(FLOOD.connections),
    ]);
    const loud = await phase(base, token, FLOOD.clients);
    const floodStatuses = await flood.result();
    const ratio = Math.round((loud.p99Ms / quiet.p99Ms) * 100) / 100;
    const budgets = {
      customers: loud.customers.share >= LOGINS_WITHIN_SHARE,
      reads: ratio <= 2,
      answered: Object.keys(floodStatuses).every((s) => s === '200' || s === '429' || s === '503'),
    };
    return {
      p99QuietMs: quiet.p99Ms,
      p99FloodMs: loud.p99Ms,
      ratio,
      customersQuiet: quiet.customers,
      customersFlood: loud.customers,
      floodStatuses,
      budgets,
      ok: budgets.customers && budgets.reads && budgets.answered,
    };
  });
}

const customerText = (c: CustomerFigures) =>
  `${c.inTime} of ${c.total} within ${LOGIN_WITHIN_MS / 1000} s (${Math.round(c.share * 100)} %; behind a flooding address ${c.nat.inTime} of ${c.nat.total}), ` +
  `p50 ${c.p50Ms} ms, p90 ${c.p90Ms} ms, max ${c.maxMs} ms${Object.keys(c.missed).length ? `, missed ${JSON.stringify(c.missed)}` : ''}`;

export function printLoginFlood(r: LoginFloodResult) {
  console.log(
    `\nLogin flood (${PHASE_MS / 1000} s without, ${PHASE_MS / 1000} s during; ${FLOOD.clients} clients × ${FLOOD.connections} connections; load average ${r.load[0]} → ${r.load[1]}):`,
  );
  console.log(`  p99 of GET /Login/obtenerSession without the flood: ${r.p99QuietMs} ms`);
  console.log(`  p99 during the flood: ${r.p99FloodMs} ms (${r.ratio}×)`);
  console.log(`  customers' logins without the flood: ${customerText(r.customersQuiet)}`);
  console.log(`  customers' logins during the flood: ${customerText(r.customersFlood)}`);
  console.log(`  answers to the flood: ${JSON.stringify(r.floodStatuses)}`);
  console.log(
    `  ${r.budgets.customers ? 'PASS' : 'FAIL'}  ≥ ${LOGINS_WITHIN_SHARE * 100} % of customers' logins succeed within ${LOGIN_WITHIN_MS / 1000} s during the flood`,
  );
  console.log(`  ${r.budgets.reads ? 'PASS' : 'FAIL'}  read p99 during the flood ≤ 2× without`);
  console.log(
    `  ${r.budgets.answered ? 'PASS' : 'FAIL'}  every flooding request answered 200, 429 or 503 (no timeout, no error)`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await loginFlood();
  printLoginFlood(result);
  process.exitCode = result.ok ? 0 : 1;
}
