/**
 * Two bench reports side by side (`npm run bench:compare -- before.json after.json`): each row of either report with
 * its figure and its ratio to that run's own anchor, and how many budgets held in each. Ratios are what compares
 * across runs; absolute figures move with the machine's load (see docs/bench-history.md).
 */
import fs from 'node:fs';
import { ratioText } from './report.ts';
import type { BenchRow } from './types.ts';

interface Report {
  date: string;
  commit: string;
  dirty: boolean;
  rows: BenchRow[];
}

function read(file: string): Report {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Report;
}

/** Rows match by section and name without their parenthesised details (a chunk's size changes between builds). */
const key = (row: BenchRow) => `${row.section}\u0000${row.what.replace(/\s*\([^)]*\)/g, '')}`;
const label = (report: Report) =>
  `${report.commit}${report.dirty ? ' (uncommitted changes)' : ''}, ${report.date.slice(0, 16).replace('T', ' ')}`;

function cell(row: BenchRow | undefined, name: string): string {
  if (!row) return 'not measured';
  const ratio = ratioText(row);
  const figure = ratio ? `${row.ours} (${ratio})` : row.ours;
  return row.what === name ? figure : `${row.what}: ${figure}`;
}

function budgetsHeld(report: Report): string {
  const budgets = report.rows.flatMap((r) => r.budgets ?? []);
  return `${budgets.filter((b) => b.ok).length} of ${budgets.length}`;
}

const [beforeFile, afterFile] = process.argv.slice(2);
if (!beforeFile || !afterFile) {
  console.error('Usage: npm run bench:compare -- <before.json> <after.json>');
  process.exit(2);
}
const before = read(beforeFile);
const after = read(afterFile);
const beforeRows = new Map(before.rows.map((r) => [key(r), r]));
const afterRows = new Map(after.rows.map((r) => [key(r), r]));
const keys = [...new Set([...before.rows.map(key), ...after.rows.map(key)])];

console.log(`Before: ${label(before)}\nAfter:  ${label(after)}`);
for (const section of [...new Set(keys.map((k) => k.split('\u0000')[0]!))]) {
  console.log(`\n${section}`);
  for (const k of keys.filter((k) => k.startsWith(`${section}\u0000`))) {
    const name = (afterRows.get(k) ?? beforeRows.get(k))!.what;
    console.log(`  ${name}\n    before: ${cell(beforeRows.get(k), name)}\n    after:  ${cell(afterRows.get(k), name)}`);
  }
}
console.log(`\nBudgets held: before ${budgetsHeld(before)}, after ${budgetsHeld(after)}`);
