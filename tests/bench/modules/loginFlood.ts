import { check } from '../format.ts';
import { loginFlood, printLoginFlood } from '../loginFlood.ts';
import type { BenchModule } from '../types.ts';

/** Customers' logins and reads while 50 clients flood the login, each in its own process (tests/bench/loginFlood.ts prints its own table). */
export const loginFloodModule: BenchModule = {
  name: 'login-flood',
  async run() {
    const flood = await loginFlood();
    printLoginFlood(flood);
    const share = `${Math.round(flood.customersFlood.share * 100)} %`;
    return [
      {
        section: 'Login flood (table above)',
        what: 'Customers and reads under a login flood',
        ours: `${share} of logins within 3 s, read p99 ${flood.ratio}×`,
        figures: { ...flood },
        budgets: [
          check("Customers' logins during a 50-client flood: ≥ 90 % within 3 s", flood.budgets.customers, share),
          check('Read p99 during the flood ≤ 2× without', flood.budgets.reads, `${flood.ratio}×`),
          check(
            'Every flooding request answered (200, 429, 503)',
            flood.budgets.answered,
            JSON.stringify(flood.floodStatuses),
          ),
        ],
      },
    ];
  },
};
