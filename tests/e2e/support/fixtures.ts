import { test as base } from '@playwright/test';

// Specs import everything from here: Playwright's API, with `test` carrying the portal's fixtures.
export * from '@playwright/test';

/** What a customer who refused analytics on the cookie notice has in local storage. */
const refusedAnalytics = {
  key: 'consentimiento',
  value: JSON.stringify({ analytics: false, decidedAt: '2026-11-01T12:00:00.000Z' }),
};

export const test = base.extend<{ consentAnswered: boolean }>({
  /**
   * Every customer here has already answered the cookie notice (refused), so the banner covers nothing.
   * `test.use({ consentAnswered: false })` starts from a browser that never answered it (consent.spec.ts).
   * An init script rather than `storageState`: a storage state with local storage opens an extra page for every
   * test, about half a second each.
   */
  consentAnswered: [true, { option: true }],
  context: async ({ context, consentAnswered }, use) => {
    if (consentAnswered) {
      await context.addInitScript(({ key, value }) => {
        try {
          if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
        } catch {
          // Pages without an origin of their own (about:blank) have no local storage.
        }
      }, refusedAnalytics);
    }
    await use(context);
  },
  /**
   * The tests' own API calls (clock, jobs, outbox) close their connection after each answer. A connection kept
   * alive idles while the browser works; when the next call reuses it just as the server's 5 s keep-alive timeout
   * closes it, the call fails with ECONNRESET. Browsers retry such a request; Node's client does not.
   */
  request: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { connection: 'close' } });
    await use(request);
    await request.dispose();
  },
});
