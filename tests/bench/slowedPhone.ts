/**
 * What a customer on a slowed phone sees of a page, in a real browser: Chrome DevTools' own throttling (the network
 * conditions Lighthouse applies for its mobile "Slow 4G" profile, and a 4× slower CPU), the session already stored,
 * with a cold cache or with the page's files cached. Lighthouse's LCP alone can be met by a placeholder
 * ("Recuperando tu sesión"); this measures when the page's frame and its own content appear.
 */
import type { BrowserContext } from 'playwright';

/** Lighthouse's Slow 4G as DevTools applies it (its `mobileSlow4G` settings, applied rather than simulated). */
const SLOW_4G = { latency: 562.5, downloadThroughput: (1_474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
export const SLOWED_RUNS = 3;

export interface SlowedTimes {
  /** From navigation start until the header (the frame) is on screen. */
  frameMs: number;
  /** Until the page's own content (the first element matching `contentSelector`) is on screen. */
  contentMs: number;
}

/**
 * Records, from the first script on, when the frame and the content are first in the document and visible. Written
 * as page source: the bench runs under tsx, whose kept function names would reach the page as an unknown helper.
 */
const watchForFirstAppearance = (contentSelector: string) => `
  const seen = {};
  window.__appeared = seen;
  // Not offsetParent: the header is fixed, and a fixed element has none.
  const visible = (element) => {
    if (!(element instanceof HTMLElement)) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const look = () => {
    if (seen.frame === undefined && visible(document.querySelector('header'))) seen.frame = performance.now();
    if (seen.content === undefined && visible(document.querySelector(${JSON.stringify(contentSelector)}))) seen.content = performance.now();
    if (seen.content === undefined || seen.frame === undefined) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
`;

/** `cold`: nothing cached, as on a first visit; `warm`: the page's files cached by an earlier visit, as after login. */
export type Cache = 'cold' | 'warm';

async function once(context: BrowserContext, url: string, contentSelector: string, cache: Cache): Promise<SlowedTimes> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: cache === 'cold' });
    if (cache === 'warm') await page.goto(url, { waitUntil: 'load' });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript({ content: watchForFirstAppearance(contentSelector) });
    await page.goto(url, { waitUntil: 'commit' });
    const appeared = await page.waitForFunction(
      () => {
        const seen = (window as unknown as { __appeared?: { frame?: number; content?: number } }).__appeared;
        return seen?.content !== undefined && seen.frame !== undefined ? seen : null;
      },
      undefined,
      { timeout: 60_000, polling: 100 },
    );
    const { frame, content: shown } = (await appeared.jsonValue()) as { frame: number; content: number };
    return { frameMs: Math.round(frame), contentMs: Math.round(shown) };
  } finally {
    await page.close();
  }
}

/** The median of `SLOWED_RUNS` visits, each figure on its own. */
export async function slowedPhoneTimes(
  context: BrowserContext,
  url: string,
  contentSelector: string,
  cache: Cache,
): Promise<SlowedTimes> {
  const runs: SlowedTimes[] = [];
  for (let i = 0; i < SLOWED_RUNS; i++) runs.push(await once(context, url, contentSelector, cache));
  const middle = (key: keyof SlowedTimes) =>
    runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
  return { frameMs: middle('frameMs'), contentMs: middle('contentMs') };
}
