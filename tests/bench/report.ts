import type { BenchRow } from './types.ts';

/** "67 % of anchor" or "1.46x anchor"; empty for a row without an anchor. */
export function ratioText(row: BenchRow): string {
  if (row.ratio === undefined || !Number.isFinite(row.ratio)) return '';
  return row.ratioKind === 'times' ? `${row.ratio.toFixed(2)}x anchor` : `${Math.round(row.ratio * 100)} % of anchor`;
}

function pad(text: string, width: number) {
  return text + ' '.repeat(Math.max(0, width - text.length));
}

/** Prints the rows as one table per section, then every budget; true when all budgets hold. */
export function printReport(rows: BenchRow[]): boolean {
  const sections = [...new Set(rows.map((r) => r.section))];
  for (const section of sections) {
    const lines = rows.filter((r) => r.section === section).map((r) => [r.what, r.ours, r.anchor ?? '', ratioText(r)]);
    const header = ['What', 'Ours', 'Same-run anchor', 'Ratio'];
    const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
    console.log(`\n${section}`);
    console.log(header.map((h, i) => pad(h, widths[i]!)).join(' | '));
    console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
    for (const line of lines) console.log(line.map((cell, i) => pad(cell, widths[i]!)).join(' | '));
  }
  const budgets = rows.flatMap((r) => r.budgets ?? []);
  if (budgets.length) {
    console.log('\nBudgets');
    for (const b of budgets) console.log(`  ${b.ok ? 'PASS' : 'FAIL'}  ${b.name}  (${b.actual})`);
    const failed = budgets.filter((b) => !b.ok).length;
    console.log(`\n${budgets.length - failed} of ${budgets.length} budgets hold.`);
  }
  return budgets.every((b) => b.ok);
}
