import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chromiumArgs, chromiumPath } from './tests/chromium.ts';
import { prebundled } from './.storybook/main.ts';
import { classIdentifier } from './tokens/names.ts';
import { postgresBinDir } from './tests/postgres/cluster.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Debian's Chromium, at rest (reduced motion), in Lima's locale and time zone. */
const chromium = () =>
  playwright({
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // Compared at rest: transitions and spins collapse under reduced motion (see tokens/theme.css.ts).
    contextOptions: { reducedMotion: 'reduce', locale: 'es-PE', timezoneId: 'America/Lima' },
  });

/** Every story becomes a test: render, play function, axe, then a pixel comparison with its baseline. */
export function storyTestProject(configDir: string, name: string, groupOrder = 0) {
  return {
    plugins: [storybookTest({ configDir })],
    test: {
      name,
      sequence: { groupOrder },
      testTimeout: 60_000,
      // One story file at a time: parallel iframes share focus and pointer, which makes pixels flaky.
      fileParallelism: false,
      // Story files share one module graph (ADR 0214): React, Storybook's renderer and axe load once, not per file.
      isolate: false,
      setupFiles: [path.join(dirname, '.storybook/vitest.setup.ts')],
      browser: {
        enabled: true,
        headless: true,
        provider: chromium(),
        instances: [{ browser: 'chromium' as const }],
        // No `viewport` here: Storybook's plugin sizes the frame for each story before it renders, 1200×900 unless
        // the story names one of the preview's viewports (stories at 360 px name `mobile`).
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch' as const,
            // Anti-aliased pixels count too: at the story's own scale an accent on a button's label changes only
            // pixels that pixelmatch would otherwise take for anti-aliasing (tests/harness proves it is caught).
            comparatorOptions: { threshold: 0.1, includeAA: true, allowedMismatchedPixelRatio: 0 },
            resolveScreenshotPath: ({ arg, testFileName, browserName, platform, ext }: ScreenshotPathData) =>
              path.join(dirname, 'tests/visual', testFileName, `${arg}-${browserName}-${platform}${ext}`),
          },
        },
      },
    },
  };
}

/**
 * The server's tests run a second time on PostgreSQL when there is one to run on: `DATABASE_URL`, or an
 * installed PostgreSQL for a throwaway cluster (`.ci/run` installs it). Otherwise that pass is left out.
 */
function postgresPass() {
  if (!process.env.DATABASE_URL && !postgresBinDir()) {
    console.log('PostgreSQL pass skipped: set DATABASE_URL or install PostgreSQL (apt-get install postgresql).');
    return [];
  }
  return [
    {
      test: {
        name: 'postgres',
        environment: 'node',
        sequence: { groupOrder: 0 },
        include: ['server/**/*.test.ts'],
        // Test files share their modules (ADR 0214).
        isolate: false,
        // Every server test starts on a database of its own, created and seeded over the network.
        testTimeout: 30_000,
        hookTimeout: 60_000,
        globalSetup: [path.join(dirname, 'tests/postgres/global-setup.ts')],
      },
    },
  ];
}

type ScreenshotPathData = { arg: string; testFileName: string; browserName: string; platform: string; ext: string };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          sequence: { groupOrder: 0 },
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'app/**/*.test.ts', 'server/**/*.test.ts'],
          // Test files share their modules (ADR 0214): the server and its dependencies load once per worker.
          isolate: false,
          // Server tests start a server and hash passwords at the production cost: on a busy two-core machine one
          // can take more than vitest's default 5 s while another project runs beside it.
          testTimeout: 30_000,
        },
      },
      ...postgresPass(),
      {
        // Component behaviour that needs more than a play function (fake timers, focus edge cases), in real Chromium.
        plugins: [react(), vanillaExtractPlugin({ identifiers: classIdentifier })],
        optimizeDeps: { include: prebundled },
        test: {
          name: 'components',
          sequence: { groupOrder: 0 },
          include: ['ui/**/*.test.tsx'],
          setupFiles: ['tests/browser/setup.ts'],
          browser: { enabled: true, headless: true, provider: chromium(), instances: [{ browser: 'chromium' }] },
        },
      },
      // Stories run after the fast projects, and the harness (which starts a story run of its own) last,
      // so two Vite servers never optimise the same dependencies at once.
      storyTestProject(path.join(dirname, '.storybook'), 'stories', 1),
      {
        // The built Storybook (`npm run build-storybook`) as designers open it, in two Chromium tabs.
        test: {
          name: 'storybook-static',
          environment: 'node',
          include: ['tests/storybook/**/*.test.ts'],
          sequence: { groupOrder: 3 },
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'harness',
          environment: 'node',
          include: ['tests/harness/**/*.test.ts'],
          sequence: { groupOrder: 2 },
        },
      },
      {
        // The packed library installed into apps (Vite on React 18.3 and 19, Next.js, Jest); last, it builds and installs.
        test: {
          name: 'consumer',
          environment: 'node',
          include: ['tests/consumer/**/*.test.ts'],
          sequence: { groupOrder: 3 },
          testTimeout: 60_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
