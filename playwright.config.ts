import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, headlessShellPath } from './tests/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
// Each run starts the reference server on an empty data directory: migrations and seed run as on a fresh machine.
const dataDir = path.join(os.tmpdir(), `beneficios-e2e-${process.pid}-${Date.now()}`);
// The development outbox key, shared by the server started below and the tests that read codes (support/outbox.ts).
// Set once in the runner; its workers inherit it.
process.env.E2E_OUTBOX_KEY ??= crypto.randomBytes(18).toString('base64url');

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  // A journey's bound, not its expected time: during `npm test` the journeys share two cores with the Vitest suites and
  // take up to 2.4 times as long as on an idle machine (the survey journey: 12.8 s idle, 30.7 s in a full run).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'es-PE',
    timezoneId: 'America/Lima',
    // Pages are checked at rest: axe never measures a banner or dialog mid-fade.
    reducedMotion: 'reduce',
    // A failure leaves its page as an accessibility snapshot (error-context.md) and a screenshot. Recording a trace
    // for every test cost about a sixth of the run's time; ask for one when needed: `--trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: headlessShellPath, args: chromiumArgs },
    // Every customer has already answered the cookie notice: see `consentAnswered` in tests/e2e/support/fixtures.ts.
  },
  projects: [
    // 45678912 and 45000222 are the registry's documents without an account: several journeys take them through the
    // code to step 2, and the registration journeys activate them, so they run last, after everything else has used them.
    {
      name: 'escritorio',
      testIgnore: /account-registration\.spec\.ts|reminders\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'activación',
      testMatch: /account-registration\.spec\.ts/,
      dependencies: ['escritorio'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // The reminder journey runs the server's job queue days ahead, which also records the attendance of every earlier
    // appointment (an attended one can no longer be cancelled to give its use back): it runs after the journeys that book.
    {
      name: 'recordatorios',
      testMatch: /reminders\.spec\.ts/,
      dependencies: ['escritorio'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `http://localhost:${port}/health`,
    reuseExistingServer: false,
    // The first start runs the migrations and seeds the demo accounts: slow on a busy shared machine.
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The portal's end-to-end run uses the embedded SQLite default even when DATABASE_URL is set for the server tests.
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      OUTBOX_KEY: process.env.E2E_OUTBOX_KEY,
      // The suites book many rooms for the same demo customers, far more than one person holds.
      BOOKING_LIMIT_PER_BENEFIT: '1000',
      BOOKING_LIMIT_TOTAL: '1000',
      // Each booking, move and cancellation confirms itself: the suites send far more than a customer's hourly allowance.
      MESSAGES_PER_HOUR: '1000',
      // The suites take 45678912 and 45000222 through step 1 from one address far more often than a person would.
      ACTIVATION_CODES_PER_HOUR: '1000',
      // The suites log the demo customers in from one address far more often than a person would.
      HASH_CLIENT_SHARE: '1',
      // Passwords hashed at a test cost, as in the server's own tests (server/test/harness.ts): at the production cost
      // each of the suites' hundreds of logins took a core for one to three seconds. No journey depends on the cost,
      // and production refuses to start below it (server/test/production-guard.test.ts).
      SCRYPT_LOG_N: '12',
      // Video rooms open only around their appointment's hour: the room's tests move the server there (POST /api/dev/reloj).
      DEV_CLOCK: '1',
      // Jobs (reminders, attendance) run when a test asks (POST /api/dev/trabajos), not by the clock the suites move.
      JOB_POLL_MS: '0',
    },
  },
});
