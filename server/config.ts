import path from 'node:path';

/** Server settings, from the environment with working defaults for one machine. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  apiPrefix: string;
  staticDir: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    apiPrefix: env.API_PREFIX ?? '/api',
    staticDir: path.resolve(env.STATIC_DIR ?? './dist'),
  };
}
