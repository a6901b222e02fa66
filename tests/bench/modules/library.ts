import { check } from '../format.ts';
import { reportLibrarySize } from '../librarySize.ts';
import type { BenchModule } from '../types.ts';

/** What the library adds to an app (tests/bench/librarySize.ts prints its own table). */
export const libraryModule: BenchModule = {
  name: 'library',
  async run() {
    const ok = await reportLibrarySize();
    return [
      {
        section: 'Library size (table above)',
        what: 'Button; Button + Modal + MultiSelect, over React alone',
        ours: ok ? 'within budget' : 'over budget',
        figures: { withinBudget: ok },
        budgets: [check('Library size within its budgets', ok, ok ? 'within' : 'over')],
      },
    ];
  },
};
