import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { chromium, type BrowserContext, type Page } from 'playwright';
import { chromiumArgs, chromiumPath } from '../chromium.ts';
import type { LighthouseFigures } from './types.ts';

export const LIGHTHOUSE_RUNS = 3;

/** One Lighthouse run with its defaults: the mobile profile, simulated Slow 4G and 4× CPU slowdown. */
async function runOnce(url: string, port: number, flags: Flags = {}, staysAt?: string): Promise<LighthouseFigures> {
  const result = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error', ...flags });
  const lhr = result!.lhr;
  const endedAt = new URL(lhr.finalDisplayedUrl).pathname;
  if (staysAt && endedAt !== staysAt) throw new Error(`${url} ended at ${endedAt}: not the page asked for`);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
    cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
  };
}

/**
 * Lighthouse varies from run to run on a shared machine: three runs, and each figure is the median of its own three
 * values. (The run with the median LCP used to be reported whole, which made its TBT a single sample.)
 */
async function median(run: () => Promise<LighthouseFigures>): Promise<LighthouseFigures> {
  const runs: LighthouseFigures[] = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await run());
  const valid = runs.filter((r) => Number.isFinite(r.lcpMs));
  if (valid.length === 0) return runs[0]!;
  const middle = (key: keyof LighthouseFigures) => {
    const values = valid.map((r) => r[key]).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)]!;
  };
  return { performance: middle('performance'), lcpMs: middle('lcpMs'), tbtMs: middle('tbtMs'), cls: middle('cls') };
}

/** An anonymous visitor: a fresh browser for every run. */
export function lighthouseAnonymous(url: string): Promise<LighthouseFigures> {
  return median(async () => {
    const chrome = await launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] });
    try {
      return await runOnce(url, chrome.port);
    } finally {
      chrome.kill();
    }
  });
}

/**
 * A logged-in customer: one browser profile in which the customer logged in through /inicia, shared with
 * Lighthouse over the debugging port; Lighthouse keeps that origin's storage (the session) between runs.
 */
export class LoggedInBrowser {
  private constructor(
    readonly context: BrowserContext,
    private readonly port: number,
    private readonly profileDir: string,
    private readonly credentials: { documento: string; password: string },
  ) {}

  static async open(baseUrl: string, port: number, credentials: { documento: string; password: string }) {
    const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beneficios-bench-profile-'));
    const context = await chromium.launchPersistentContext(profileDir, {
      executablePath: chromiumPath,
      args: [...chromiumArgs, `--remote-debugging-port=${port}`],
      viewport: { width: 412, height: 823 },
      // Only the bench's own proxy (http2Proxy.ts) has a certificate, a throwaway self-signed one.
      ignoreHTTPSErrors: true,
    });
    const browser = new LoggedInBrowser(context, port, profileDir, credentials);
    try {
      await browser.logInAt(baseUrl);
    } catch (error) {
      // Left running, this browser would keep the debugging port, and a later run's Lighthouse would measure it.
      await browser.close();
      throw error;
    }
    return browser;
  }

  /** Logs the customer in at `origin` (each origin keeps a session of its own), and returns the page left there. */
  async logInAt(origin: string): Promise<Page> {
    const page = await this.context.newPage();
    await page.goto(`${origin}/inicia`);
    await page.getByLabel('Número de documento').fill(this.credentials.documento);
    await page.getByLabel('Contraseña', { exact: true }).fill(this.credentials.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/ecosistema'));
    return page;
  }

  /** Fails when the page did not keep the customer (a page sent to the login measures the login page). */
  lighthouse(url: string): Promise<LighthouseFigures> {
    return median(() => runOnce(url, this.port, { disableStorageReset: true }, new URL(url).pathname));
  }

  async close() {
    await this.context.close();
    fs.rmSync(this.profileDir, { recursive: true, force: true });
  }
}
