import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { CITAS_PROXIMAS } from '../app/domain/rules/upcomingBound.ts';
import { defaultMaxConnections, type ConnectionLimits } from './http/connections.ts';
import { ACTIVATION_CODES_PER_HOUR } from './security/activation.ts';
import { MESSAGES_PER_HOUR } from './security/messageLimit.ts';
import { scryptLogN } from './security/passwords.ts';

/** The modes NODE_ENV may name; anything else is refused at start rather than run as development. */
export const KNOWN_ENVIRONMENTS = ['development', 'production', 'test'] as const;

/** VIDEO_CLAVE's default: published in the code and the docs, so never a secret in production. */
export const DEFAULT_VIDEO_CLAVE = 'sala-demo';

/** Server settings, from the environment with working defaults for one machine. */
export interface ServerConfig {
  port: number;
  /** 127.0.0.1 unless HOST says otherwise: the demo is not offered to the network by default. */
  host: string;
  /** The embedded SQLite database's folder (used when `databaseUrl` is unset). */
  dataDir: string;
  /** PostgreSQL connection URL; when set, the server keeps its data there instead of SQLite. */
  databaseUrl: string | undefined;
  /** PostgreSQL connections per instance. */
  databasePoolSize: number;
  /**
   * Which proxies to believe about the client's address (`X-Forwarded-For`) and protocol
   * (`X-Forwarded-Proto`): false (none, the default), true (any), or the proxies' addresses and CIDR ranges.
   */
  trustProxy: boolean | string;
  apiPrefix: string;
  staticDir: string;
  /** NODE_ENV as given ('development' when unset); only `KNOWN_ENVIRONMENTS` start. */
  environment: string;
  /** NODE_ENV=production: no development aid may be on (see security/startupGuard.ts). */
  production: boolean;
  /** scrypt cost (log2 N) new password hashes are made with (SCRYPT_LOG_N, 17 by default). */
  scryptLogN: number;
  /** Per-IP limit on login, registration, recovery and captcha routes. */
  rateLimit: { max: number; timeWindow: number };
  /** Bearer tokens: absolute lifetime and idle timeout. */
  session: { lifetimeMs: number; idleMs: number };
  /** The fixed credential the portal sends to ObtenerSala. */
  videoClave: string;
  logLevel: string;
  /** The level of the one-line-per-request log (REQUEST_LOG_LEVEL): off unless LOG_LEVEL reaches it. */
  requestLogLevel: string;
  /**
   * Development outbox: the key a request must carry (header `x-outbox-key`), or null when the outbox is off.
   * On by default outside production with a random key printed at start; OUTBOX_KEY sets it.
   */
  outboxKey: string | null;
  /** The development captcha (`GET /captcha/token`): on outside production unless DEV_CAPTCHA=0. */
  devCaptcha: boolean;
  /**
   * The development clock (`POST /dev/reloj`, with the outbox key): end-to-end tests move the server's time to an
   * appointment's hour. Off unless DEV_CLOCK=1; never in production.
   */
  devClock: boolean;
  /** Google reCAPTCHA v3 secret; when set, tokens are verified with the provider instead. */
  captchaSecret: string | null;
  captchaVerifyUrl: string;
  /** Demo accounts with their published passwords are seeded (never in production). */
  demoAccounts: boolean;
  /** The portal's own origin: absolute links (room URLs, messages) are built from it, never from `Host`. */
  publicOrigin: string;
  /** Password hashes computed at once, and how many may wait; beyond that the server answers 503. */
  hashing: {
    concurrency: number;
    queue: number;
    /** Threads kept for logins of accounts that have not failed recently, and their own waiting places. */
    reserve: number;
    reserveQueue: number;
    maxWaitMs: number;
    perClient: number;
    clientShare?: number;
    clientWindowMs?: number;
  };
  /** Timeouts and connection bounds: how long and how much a slow or idle client may hold. */
  connections: ConnectionLimits;
  /** Upcoming appointments one customer may hold, per benefit and in all. */
  bookingLimits: { perBenefit: number; total: number };
  /** SMS and e-mails one customer may trigger in an hour: confirmations (asked or automatic) and contact codes. */
  messagesPerHour: number;
  /**
   * How often, in ms, this instance looks for jobs that fell due (reminders, attendance); 0 runs none in the
   * background (development and end-to-end tests then run them with `POST /dev/trabajos`).
   */
  jobPollMs: number;
  /** Activation codes one address may have sent for one document in an hour. */
  activationCodesPerHour: number;
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** A fraction in (0, 1]. */
function share(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && n > 0 && n <= 1 ? n : fallback;
}

/** TRUST_PROXY: `true` (any proxy), or a comma-separated list of the proxies' addresses and CIDR ranges. */
function trustProxy(value: string | undefined): boolean | string {
  if (!value || /^false$/i.test(value)) return false;
  return /^true$/i.test(value) ? true : value;
}

/** "0"/"false"/"off" turn a flag off, "1"/"true"/"on" on; anything else keeps the default. */
function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|on|yes)$/i.test(value)) return true;
  if (/^(0|false|off|no)$/i.test(value)) return false;
  return fallback;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const environment = env.NODE_ENV || 'development';
  const production = environment === 'production';
  const port = Number(env.PORT ?? 3000);
  const outboxOn = flag(env.DEV_OUTBOX, !production) || (env.OUTBOX_KEY ?? '') !== '';
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: positiveInt(env.DATABASE_POOL_SIZE, 10),
    trustProxy: trustProxy(env.TRUST_PROXY),
    apiPrefix: env.API_PREFIX ?? '/api',
    staticDir: path.resolve(env.STATIC_DIR ?? './dist/client'),
    environment,
    production,
    scryptLogN: scryptLogN(env),
    // 30 a minute per IP and route in production; looser on one machine, where end-to-end
    // suites log in and register far faster than people do.
    rateLimit: {
      max: positiveInt(env.RATE_LIMIT_MAX, production ? 30 : 600),
      timeWindow: positiveInt(env.RATE_LIMIT_WINDOW_MS, 60_000),
    },
    session: { lifetimeMs: 8 * 60 * 60 * 1000, idleMs: 30 * 60 * 1000 },
    videoClave: env.VIDEO_CLAVE || DEFAULT_VIDEO_CLAVE,
    logLevel: env.LOG_LEVEL ?? 'info',
    requestLogLevel: env.REQUEST_LOG_LEVEL ?? 'debug',
    outboxKey: outboxOn ? env.OUTBOX_KEY || crypto.randomBytes(18).toString('base64url') : null,
    devCaptcha: flag(env.DEV_CAPTCHA, !production),
    devClock: flag(env.DEV_CLOCK, false),
    captchaSecret: env.CAPTCHA_SECRET || null,
    captchaVerifyUrl: env.CAPTCHA_VERIFY_URL ?? 'https://www.google.com/recaptcha/api/siteverify',
    demoAccounts: flag(env.DEMO_ACCOUNTS, !production),
    publicOrigin: (env.PUBLIC_ORIGIN ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    hashing: {
      // One hash at a time per spare core keeps a core free for every other request.
      concurrency: positiveInt(env.HASH_CONCURRENCY, Math.max(1, os.availableParallelism() - 1)),
      queue: positiveInt(env.HASH_QUEUE, 4),
      // One more thread for accounts that have not failed recently, used only when they log in: a flood of other
      // logins never makes a customer wait for more than the reserve's own short line.
      reserve: positiveInt(env.HASH_RESERVE, 1),
      reserveQueue: positiveInt(env.HASH_RESERVE_QUEUE, 4),
      maxWaitMs: positiveInt(env.HASH_MAX_WAIT_MS, 2_000),
      perClient: positiveInt(env.HASH_PER_CLIENT, 2),
      // A quarter of one hashing thread per client over 10 s: about five logins a client in a burst, then one every
      // two seconds at the production cost; 1 turns the bound off.
      clientShare: share(env.HASH_CLIENT_SHARE, 0.25),
      clientWindowMs: 10_000,
    },
    connections: {
      headersTimeoutMs: positiveInt(env.HEADERS_TIMEOUT_MS, 5_000),
      requestTimeoutMs: positiveInt(env.REQUEST_TIMEOUT_MS, 10_000),
      idleTimeoutMs: positiveInt(env.IDLE_TIMEOUT_MS, 30_000),
      keepAliveTimeoutMs: positiveInt(env.KEEP_ALIVE_TIMEOUT_MS, 5_000),
      // Off: a bound makes Node answer 503 to a kept-alive client whose next request crosses the Connection: close,
      // and a socket that keeps sending requests holds nothing the other bounds and the rate limits do not.
      maxRequestsPerSocket: Number(env.MAX_REQUESTS_PER_SOCKET) > 0 ? Number(env.MAX_REQUESTS_PER_SOCKET) : 0,
      maxConnections: positiveInt(env.MAX_CONNECTIONS, defaultMaxConnections()),
      checkEveryMs: 500,
    },
    bookingLimits: {
      // The pages state the domain's bounds; a test server raises them for its journeys.
      perBenefit: positiveInt(env.BOOKING_LIMIT_PER_BENEFIT, CITAS_PROXIMAS.porServicio),
      total: positiveInt(env.BOOKING_LIMIT_TOTAL, CITAS_PROXIMAS.total),
    },
    messagesPerHour: positiveInt(env.MESSAGES_PER_HOUR, MESSAGES_PER_HOUR),
    jobPollMs: env.JOB_POLL_MS === '0' ? 0 : positiveInt(env.JOB_POLL_MS, 30_000),
    activationCodesPerHour: positiveInt(env.ACTIVATION_CODES_PER_HOUR, ACTIVATION_CODES_PER_HOUR),
  };
}
