import type { BenchRow, BudgetCheck, LoadFigures, PageFigures } from './types.ts';

export const thousands = (n: number) => Math.round(n).toLocaleString('en-US');

export const loadText = (f: LoadFigures) =>
  `${thousands(f.reqPerSec)} req/s, p99 ${f.p99Ms} ms${f.non2xx || f.errors ? ` (INVALID: ${f.non2xx} non-2xx, ${f.errors} errors)` : ''}`;

export const pageText = (f: Partial<PageFigures>) =>
  [
    f.jsKbGz !== undefined ? `${f.jsKbGz} KB gz JS` : '',
    `Lighthouse ${f.performance}`,
    `LCP ${thousands(f.lcpMs ?? NaN)} ms`,
    `TBT ${thousands(f.tbtMs ?? NaN)} ms`,
    `CLS ${f.cls}`,
  ]
    .filter(Boolean)
    .join(', ');

export function check(name: string, ok: boolean, actual: string): BudgetCheck {
  return { name, ok, actual };
}

/** A load figure only counts when every response was a 2xx. */
export const valid = (f: LoadFigures) => f.non2xx === 0 && f.errors === 0;

/** A measured page's row: its figures beside the anchor page's LCP, with the route's budgets. */
export function pageRow(
  section: string,
  route: string,
  f: PageFigures,
  anchor: Pick<PageFigures, 'lcpMs'>,
  budgets: BudgetCheck[],
): BenchRow {
  return {
    section,
    what: route,
    ours: pageText(f),
    anchor: `LCP ${thousands(anchor.lcpMs)} ms`,
    ratio: f.lcpMs / anchor.lcpMs,
    ratioKind: 'times',
    figures: { ...f },
    budgets,
  };
}
