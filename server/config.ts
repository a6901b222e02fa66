import path from 'node:path';

/** Server settings, from the environment with working defaults for one machine. */
export interface ServerConfig {
  port: number;
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
  /** Development conveniences (the outbox endpoint) are off in production. */
  production: boolean;
  /** Per-IP limit on login, registration, recovery and captcha routes. */
  rateLimit: { max: number; timeWindow: number };
  /** Bearer tokens: absolute lifetime and idle timeout. */
  session: { lifetimeMs: number; idleMs: number };
  /** The fixed credential the portal sends to ObtenerSala. */
  videoClave: string;
  logLevel: string;
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** TRUST_PROXY: `true` (any proxy), or a comma-separated list of the proxies' addresses and CIDR ranges. */
function trustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: positiveInt(env.DATABASE_POOL_SIZE, 10),
    trustProxy: trustProxy(env.TRUST_PROXY),
    apiPrefix: env.API_PREFIX ?? '/api',
    staticDir: path.resolve(env.STATIC_DIR ?? './dist'),
    production,
    // 30 a minute per IP and route in production; looser on one machine, where end-to-end
    // suites log in and register far faster than people do.
    rateLimit: {
      max: positiveInt(env.RATE_LIMIT_MAX, production ? 30 : 600),
      timeWindow: positiveInt(env.RATE_LIMIT_WINDOW_MS, 60_000),
    },
    session: { lifetimeMs: 8 * 60 * 60 * 1000, idleMs: 30 * 60 * 1000 },
    videoClave: env.VIDEO_CLAVE ?? 'sala-demo',
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
