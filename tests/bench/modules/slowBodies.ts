import { check } from '../format.ts';
import { CLOSED_WITHIN_MS, printSlowBodies, slowBodies } from '../slowBodies.ts';
import type { BenchModule } from '../types.ts';

/** 1,000 slow login bodies and a new customer meanwhile, against a server of its own (tests/bench/slowBodies.ts). */
export const slowBodiesModule: BenchModule = {
  name: 'slow-bodies',
  async run() {
    const r = await slowBodies();
    printSlowBodies(r);
    return [
      {
        section: 'Slow bodies (table above)',
        what: '1,000 slow login bodies',
        ours: `closed after ${r.closedMaxMs} ms at most; customer ${r.customerDuring.ok ? 'logged in' : 'refused'} in ${r.customerDuring.ms} ms`,
        figures: { ...r },
        budgets: [
          check(
            `1,000 slow bodies closed within ${CLOSED_WITHIN_MS / 1000} s`,
            r.neverOpened === 0 && r.closedMaxMs <= CLOSED_WITHIN_MS,
            `${r.closedMaxMs} ms`,
          ),
          check('A new customer logs in while they are held', r.customerDuring.ok, `${r.customerDuring.ms} ms`),
        ],
      },
    ];
  },
};
