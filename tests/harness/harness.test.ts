import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../unit/source-files.ts';

interface JsonReport {
  testResults: { assertionResults: { title: string; status: string; failureMessages: string[] }[] }[];
}

/**
 * The story harness must not be able to pass a broken story. tests/harness/Broken.stories.tsx holds
 * one healthy story and four broken ones (a wrong assertion, an axe violation, a changed variant, one changed accent);
 * they run through the project's own story-test set-up in Chromium.
 */
describe('the story harness', () => {
  it('fails a wrong assertion, an axe violation, a changed variant and one changed accent, and passes a healthy story', () => {
    const output = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'harness-')), 'report.json');
    const run = spawnSync(
      path.join(projectRoot, 'node_modules/.bin/vitest'),
      ['run', '--config', 'tests/harness/vitest.harness.config.ts', '--reporter=json', `--outputFile=${output}`],
      { cwd: projectRoot, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } },
    );
    expect(run.status).not.toBe(0);

    const report = JSON.parse(fs.readFileSync(output, 'utf8')) as JsonReport;
    const results = Object.fromEntries(
      report.testResults.flatMap((file) => file.assertionResults).map((r) => [r.title, r]),
    );

    expect(results['Healthy']?.status).toBe('passed');
    expect(results['Wrong Assertion']?.status).toBe('failed');
    expect(results['Wrong Assertion']?.failureMessages.join('')).toContain('Iniciar sesión');
    expect(results['Axe Violation']?.status).toBe('failed');
    expect(results['Axe Violation']?.failureMessages.join('')).toMatch(
      /toHaveNoViolations|button-name|discernible text/,
    );
    expect(results['Changed Pixel']?.status).toBe('failed');
    expect(results['Changed Pixel']?.failureMessages.join('')).toMatch(/toMatchScreenshot|[Ss]creenshot/);
    // One accent differs from its baseline by a single pixel: the second look does not let it through.
    expect(results['Changed Accent']?.status).toBe('failed');
    expect(results['Changed Accent']?.failureMessages.join('')).toMatch(/toMatchScreenshot|[Ss]creenshot/);
  }, 120_000);
});
