import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

/**
 * `npm test`: the checks and the two builds the suites test, then Vitest and Playwright side by side.
 *
 * Run one after another, each step leaves part of a two-core machine idle: Vitest's story files run one at a time,
 * and a journey waits on its browser and on the server in turn. Steps that do not depend on each other therefore run
 * at once (ADR 0213). What is printed: each check and build whole when it ends; Vitest's output as it runs and
 * Playwright's when both suites are done; last, each runner's own summary lines.
 */

interface Step {
  label: string;
  command: string[];
  /** Printed as it comes rather than when the step ends (one step at a time may stream). */
  stream?: boolean;
}

interface Outcome {
  step: Step;
  code: number;
  output: string;
  seconds: number;
}

const checksAndBuilds: Step[] = [
  { label: 'TypeScript', command: ['tsc', '--noEmit'] },
  { label: 'ESLint', command: ['eslint', '.'] },
  { label: 'Prettier', command: ['prettier', '--check', '.'] },
  { label: 'Portal build', command: ['react-router', 'build', '--mode', 'e2e'] },
  { label: 'Storybook build', command: ['storybook', 'build', '--quiet'] },
];

const suites: Step[] = [
  { label: 'Vitest', command: ['vitest', 'run'], stream: true },
  { label: 'Playwright', command: ['playwright', 'test'] },
];

/**
 * Each runner's own summary: its totals, and the name of each test that failed, so that a run whose output is read
 * only from its end still says what to look at.
 */
const summaryLine: Record<string, RegExp> = {
  // "Test Files  2 failed | 175 passed", and from "Failed Tests": " FAIL  unit  server/x.test.ts > group > test".
  Vitest: /^\s*(Test Files|Tests|Errors|Duration|FAIL)\s/,
  // "1 failed", and under it "    [escritorio] › tests/e2e/x.spec.ts:12:3 › title".
  Playwright: /^\s*\d+ (passed|failed|flaky|skipped|interrupted|did not run)\b|^\s{4}\[[^\]]+\] › /,
};

/** A failed Vitest test's first line of error follows its name, or the last of several names sharing it: kept. */
const keepsNextLine = /^\s*FAIL\s/;

function run(step: Step): Promise<Outcome> {
  const started = performance.now();
  // Colours survive the pipe when the person running the tests sees them.
  const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
  const child = spawn('npx', ['--no-install', ...step.command], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const chunks: string[] = [];
  const keep = (chunk: Buffer) => {
    chunks.push(chunk.toString());
    if (step.stream) process.stdout.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return new Promise((resolve) => {
    child.on('close', (code) =>
      resolve({ step, code: code ?? 1, output: chunks.join(''), seconds: (performance.now() - started) / 1000 }),
    );
  });
}

const heading = (outcome: Outcome) =>
  `\n── ${outcome.step.label} (${outcome.step.command.join(' ')}): ${outcome.code === 0 ? 'passed' : `failed, exit ${outcome.code}`} in ${Math.round(outcome.seconds)} s ──\n`;

function summaryOf(outcome: Outcome): string {
  const lines = stripVTControlCharacters(outcome.output).trimEnd().split('\n');
  const pattern = summaryLine[outcome.step.label];
  const found = pattern
    ? lines.flatMap((line, i) => {
        if (!pattern.test(line)) return [];
        const next = lines[i + 1];
        return keepsNextLine.test(line) && next !== undefined && !keepsNextLine.test(next) ? [line, next] : [line];
      })
    : [];
  // A runner that stopped before its summary (a crash, a missing build) shows its last words instead.
  return (found.length > 0 ? found : lines.slice(-5)).join('\n');
}

/** Runs the steps at once; prints the buffered ones as each ends, the streamed one's heading after it. */
async function together(steps: Step[], holdUntilAllEnd = false): Promise<Outcome[]> {
  const print = (outcome: Outcome) =>
    process.stdout.write(outcome.step.stream ? heading(outcome) : heading(outcome) + outcome.output);
  const outcomes = await Promise.all(
    steps.map(async (step) => {
      const outcome = await run(step);
      if (!holdUntilAllEnd) print(outcome);
      return outcome;
    }),
  );
  if (holdUntilAllEnd) outcomes.forEach(print);
  return outcomes;
}

const prepared = await together(checksAndBuilds);
if (prepared.some((outcome) => outcome.code !== 0)) {
  console.error(
    `\nNot running the suites: ${prepared
      .filter((o) => o.code !== 0)
      .map((o) => o.step.label)
      .join(', ')} failed.`,
  );
  process.exit(1);
}

// Playwright's output waits for Vitest's to end, so the two never interleave.
const tested = await together(suites, true);
process.stdout.write('\n── Summaries ──\n');
for (const outcome of tested)
  process.stdout.write(`${outcome.step.label}: ${outcome.code === 0 ? 'passed' : 'FAILED'}\n${summaryOf(outcome)}\n`);
process.exit(tested.every((outcome) => outcome.code === 0) ? 0 : 1);
