import { check } from '../format.ts';
import { loginFlood, printLoginFlood } from '../loginFlood.ts';
import type { BenchModule } from '../types.ts';

/** Reads while logins flood the server, in its own process (tests/bench/loginFlood.ts prints its own table). */
export const loginFloodModule: BenchModule = {
  name: 'login-flood',
  async run() {
    const flood = await loginFlood();
    printLoginFlood(flood);
    return [
      {
        section: 'Login flood (table above)',
        what: 'Reads under a login flood',
        ours: flood.ok ? 'within budget' : 'over budget',
        figures: { ...flood },
        budgets: [check('Reads under a login flood within budget', flood.ok, flood.ok ? 'within' : 'over')],
      },
    ];
  },
};
