import type { Store } from './db/index.ts';
import type { ServerConfig } from './config.ts';
import type { HashQueue } from './security/hashQueue.ts';

/** What every route needs: settings, the data-access module, the clock and the password-hashing queue. */
export interface AppContext {
  config: ServerConfig;
  store: Store;
  now: () => number;
  hashing: HashQueue;
}
