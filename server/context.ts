import type { Store } from './db/index.ts';
import type { ServerConfig } from './config.ts';

/** What every route needs: settings, the data-access module and the clock. */
export interface AppContext {
  config: ServerConfig;
  store: Store;
  now: () => number;
}
