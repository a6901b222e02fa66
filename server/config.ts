import path from 'node:path';

/** Server settings, from the environment with working defaults for one machine. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
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
  /** The level of the one-line-per-request log (REQUEST_LOG_LEVEL): off unless LOG_LEVEL reaches it. */
  requestLogLevel: string;
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
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
    requestLogLevel: env.REQUEST_LOG_LEVEL ?? 'debug',
  };
}
