import crypto from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import { buildServer, type BuildOptions } from '../app.ts';
import { readConfig, type ServerConfig } from '../config.ts';
import { isOpenDay } from '../domain/slots.ts';
import { addDays } from '../../app/domain/limaCalendar.ts';
import { obfuscateDigest, sealNewPassword } from '../../app/domain/credentials.ts';
import { freshDatabase, type TestDatabase } from './databases.ts';
import { agregarCoworkingResponse } from '../http/contract.ts';

import { TEST_HASHING, TEST_OUTBOX_KEY } from './processes.ts';

export { tempDataDir } from './databases.ts';
export { TEST_OUTBOX_KEY } from './processes.ts';

// Tests hash with a lower scrypt cost; production keeps 2^17.
process.env.SCRYPT_LOG_N ??= '12';

export interface TestServer extends Client {
  app: FastifyInstance;
  base: string;
  dataDir: string;
  database: TestDatabase;
  close: () => Promise<void>;
}

export interface CallOptions {
  body?: unknown;
  raw?: string;
  token?: string;
  contentType?: string;
  /** false sends a development request (outbox, clock) without the key. */
  outboxKey?: false;
  /** More request headers (e.g. X-Forwarded-For behind a trusted proxy). */
  headers?: Record<string, string>;
}

export function sha256(text: string): string {
  return crypto.createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The client's credential transform of a clear password with a captcha token. */
export function transform(password: string, tokenCaptcha: string): string {
  return obfuscateDigest(sha256(password), tokenCaptcha);
}

/** `clave` and `claveRevision` of a request that sets a new password. */
export function newPassword(password: string, tokenCaptcha: string): { clave: string; claveRevision: string } {
  return { clave: transform(password, tokenCaptcha), claveRevision: sealNewPassword(password, tokenCaptcha) };
}

/** `claveActual` and `tokenCaptcha` of a request that proves the current password (a contact change). */
export async function currentPassword(
  client: Pick<Client, 'captcha'>,
  password: string,
): Promise<{ claveActual: string; tokenCaptcha: string }> {
  const tokenCaptcha = await client.captcha();
  return { claveActual: transform(password, tokenCaptcha), tokenCaptcha };
}

/** Calls to a server at `base`, as the portal makes them: JSON, bearer token, captcha, transformed password. */
export interface Client {
  call: (
    method: string,
    url: string,
    options?: CallOptions,
  ) => Promise<{ status: number; body: any; text: string; headers: Headers }>;
  captcha: () => Promise<string>;
  login: (usuario: string, password: string) => Promise<string>;
}

/** `outboxKey`: the development outbox's key, sent with outbox requests. */
export function clientFor(base: string, outboxKey: string | null = TEST_OUTBOX_KEY): Client {
  const call: Client['call'] = async (method, url, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    let payload: string | undefined;
    if (options.raw !== undefined) payload = options.raw;
    else if (options.body !== undefined) payload = JSON.stringify(options.body);
    if (payload !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    // The outbox and the development clock answer only with the outbox key.
    if (url.includes('/dev/') && outboxKey && options.outboxKey !== false) headers['x-outbox-key'] = outboxKey;
    const response = await fetch(`${base}${url}`, { method, headers, body: payload });
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: response.status, body, text, headers: response.headers };
  };

  const captcha = async () => (await call('GET', '/api/captcha/token?action=submit')).body.token as string;

  const login = async (usuario: string, password: string) => {
    const tokenCaptcha = await captcha();
    const result = await call('POST', '/api/Login/IniciarSession', {
      body: { ip: '127.0.0.1', usuario, password: transform(password, tokenCaptcha), tokenCaptcha, tipo: 1 },
    });
    if (result.body?.codigo !== 0) throw new Error(`login of ${usuario} failed: ${result.text}`);
    return result.body.data.token as string;
  };

  return { call, captcha, login };
}

/**
 * The settings production starts with: every development aid off, secrets of its own, the production password cost.
 * Tests add these to run a server as production runs (it still hashes at the tests' lower cost, read from the
 * environment: only the refusal reads `scryptLogN`).
 */
export const PRODUCTION_SAFE = {
  environment: 'production',
  production: true,
  outboxKey: null,
  devCaptcha: false,
  devClock: false,
  demoAccounts: false,
  captchaSecret: 'secreto-propio-de-produccion',
  videoClave: 'clave-propia-de-sala',
  scryptLogN: 17,
} as const satisfies Partial<ServerConfig>;

/** A fresh server on a random port with its own empty database, on the run's engine. */
export async function startServer(
  overrides: Partial<ServerConfig> = {},
  options: BuildOptions = {},
): Promise<TestServer> {
  const database = await freshDatabase({ dataDir: overrides.dataDir });
  const dataDir = database.dataDir;
  const defaults = readConfig({ ...process.env, NODE_ENV: 'test' });
  const config: ServerConfig = {
    ...defaults,
    dataDir,
    databaseUrl: database.databaseUrl,
    databasePoolSize: 4,
    staticDir: path.join(dataDir, 'no-portal'),
    logLevel: 'silent',
    rateLimit: { max: 10_000, timeWindow: 60_000 },
    hashing: { ...defaults.hashing, ...TEST_HASHING },
    outboxKey: TEST_OUTBOX_KEY,
    devCaptcha: true,
    demoAccounts: true,
    // Jobs run when a test asks (POST /api/dev/trabajos), at the instant its clock says.
    jobPollMs: 0,
    ...overrides,
  };
  const app = await buildServer(config, options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}`;
  // The origin is known only once listening: links the server writes point at this test server.
  if (!overrides.publicOrigin) config.publicOrigin = base;

  const { call, captcha, login } = clientFor(base, config.outboxKey);

  const close = async () => {
    await app.close();
    await database.dispose();
  };

  return { app, base, dataDir, database, call, captcha, login, close };
}

/** A server clock a test moves (`startServer({}, { now: clock.now })`): real time until `at`, and again after `reset`. */
export function movableClock() {
  let fixed: number | null = null;
  return {
    now: () => fixed ?? Date.now(),
    at: (instant: number) => {
      fixed = instant;
    },
    reset: () => {
      fixed = null;
    },
  };
}

/** For a test file whose tests each start their own server (a clock or settings of its own): each is closed after its test. */
export function serverPerTest(): typeof startServer {
  const servers: TestServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
  });
  return async (...args) => {
    const server = await startServer(...args);
    servers.push(server);
    return server;
  };
}

/**
 * A bookable (date, hour) `daysAhead` open days after today, so tests never race the clock. Sundays have no slots and
 * are not counted: two different offsets always name two different days. (Stepping over a Sunday after adding
 * calendar days put offsets 8 and 9 on the same Monday whenever the eighth day was a Sunday, and the second booking
 * of a test then met the first one's slot.) "Today" is the UTC date, from 19:00 in Lima already Lima's tomorrow:
 * that only moves the slot later.
 */
export function futureSlot(daysAhead = 8, hora = '10:00'): { fecha: string; hora: string } {
  if (daysAhead < 1) throw new RangeError(`futureSlot needs at least one day ahead, not ${daysAhead}`);
  let fecha = new Date().toISOString().slice(0, 10);
  for (let counted = 0; counted < daysAhead;) {
    fecha = addDays(fecha, 1);
    if (isOpenDay(fecha)) counted++;
  }
  return { fecha, hora };
}

/** The first Monday `weeksAhead` weeks or more from today. */
export function nextMonday(weeksAhead = 2): string {
  const date = new Date(Date.now() + weeksAhead * 7 * 86_400_000);
  while (date.getUTCDay() !== 1) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * `count` consecutive upcoming Mondays of one calendar year (a coworking week's year is its Monday's): from two weeks
 * ahead, or the `count` after those when they would cross New Year. A test of "one week a year" then holds in
 * December too, and every week stays within the year ahead that the server accepts.
 */
export function mondaysOfOneYear(count: number): string[] {
  const from = (first: number) => Array.from({ length: count }, (_, i) => nextMonday(first + i));
  const mondays = from(2);
  return mondays[0]!.slice(0, 4) === mondays.at(-1)!.slice(0, 4) ? mondays : from(2 + count);
}

/** Books the coworking week of `semanaInicio` (at branch 13 unless told) for the customer of `token`. */
export async function reserveWeek(client: Client, token: string, semanaInicio: string, idLugar = 13) {
  const answer = await client.call('POST', '/api/coworking/AgregarCoworking', {
    token,
    body: { semanaInicio, claveIdempotencia: crypto.randomUUID(), idLugar },
  });
  return agregarCoworkingResponse.parse(answer.body);
}
