import { benchStores } from '../store.ts';
import type { BenchModule } from '../types.ts';

/** The authenticated read and a booking loop on SQLite and PostgreSQL side by side (tests/bench/store.ts prints its own table). */
export const storeModule: BenchModule = {
  name: 'store',
  async run() {
    await benchStores();
    return [
      { section: 'Engines (table above)', what: 'SQLite and PostgreSQL side by side', ours: 'see table', figures: {} },
    ];
  },
};
