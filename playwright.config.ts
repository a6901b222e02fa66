import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
// Each run starts the reference server on an empty data directory: migrations and seed run as on a fresh machine.
const dataDir = path.join(os.tmpdir(), `beneficios-e2e-${process.pid}-${Date.now()}`);

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
    // Every customer here has already answered the cookie notice (refused), so the banner covers nothing;
    // tests/e2e/consent.spec.ts starts from a browser that has not.
    storageState: {
      cookies: [],
      origins: [{ origin: `http://localhost:${port}`, localStorage: [{ name: 'consentimiento', value: JSON.stringify({ analytics: false, decidedAt: '2026-11-01T12:00:00.000Z' }) }] }],
    },
  },
  projects: [
    { name: 'escritorio', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `http://localhost:${port}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  },
});
