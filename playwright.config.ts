import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/chromium.ts';

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
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'es-PE',
    timezoneId: 'America/Lima',
    // Pages are checked at rest: axe never measures a banner or dialog mid-fade.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'escritorio', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `http://localhost:${port}/health`,
    reuseExistingServer: false,
    // The first start seeds the demo accounts at the production scrypt cost: slow on a busy shared machine.
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      OUTBOX_KEY: process.env.E2E_OUTBOX_KEY,
      // The suites book many rooms for the same demo customers, far more than one person holds.
      BOOKING_LIMIT_PER_BENEFIT: '1000',
      BOOKING_LIMIT_TOTAL: '1000',
    },
  },
});
