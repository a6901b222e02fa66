import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright';
import { chromiumArgs, chromiumPath } from '../chromium.ts';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const staticDir = path.join(projectRoot, 'storybook-static');

export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  importPath: string;
  tags?: string[];
}

/** The built Storybook's index (`npm run build-storybook` writes it). */
export function readIndex(): IndexEntry[] {
  const file = path.join(staticDir, 'index.json');
  if (!fs.existsSync(file))
    throw new Error('storybook-static/index.json is missing: run `npm run build-storybook` first.');
  const index = JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries);
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** Serves storybook-static on a free port, with long caching so each page after the first loads from memory. */
export function serveStatic(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(staticDir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(staticDir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'max-age=3600',
    });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/** A row of a docs page's props table: the prop and the choices its control offers. */
export interface PropRow {
  name: string;
  control: 'options' | 'boolean' | 'other' | 'none';
  options: string[];
}

export interface Visit {
  entry: IndexEntry;
  errors: string[];
  outcome: string;
  /** What the a11y addon's axe run after the story found, as `rule: element` (stories only). */
  axeViolations: string[];
  scrollWidth: number;
  viewportWidth: number;
  props: PropRow[];
  /** Everything the props tables print, control values included. */
  tableText: string;
}

const DONE_EVENTS = [
  'storyFinished',
  'docsRendered',
  'storyErrored',
  'storyThrewException',
  'playFunctionThrewException',
  'storyMissing',
];

/**
 * Listens to the preview's channel from the first script on, so no render event is missed. A finished story carries
 * the a11y addon's report: axe runs after every story in the built Storybook as in the story tests.
 */
function recordRenderEvents(done: string[]) {
  type Report = { type: string; result?: { violations?: { id: string; nodes: { target: string[] }[] }[] } };
  const w = window as unknown as {
    __renderEvents: string[];
    __axeViolations: string[];
    __STORYBOOK_ADDONS_CHANNEL__?: { on: (e: string, f: (payload?: { reporters?: Report[] }) => void) => void };
  };
  w.__renderEvents = [];
  w.__axeViolations = [];
  const hook = () => {
    const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) {
      setTimeout(hook, 5);
      return;
    }
    for (const event of done) {
      channel.on(event, (payload) => {
        const axe = payload?.reporters?.filter((report) => report.type === 'a11y') ?? [];
        for (const report of axe)
          for (const v of report.result?.violations ?? [])
            w.__axeViolations.push(...v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
        w.__renderEvents.push(event);
      });
    }
  };
  hook();
}

function readPropsTable(): PropRow[] {
  const rows = [...document.querySelectorAll<HTMLTableRowElement>('#storybook-docs .docblock-argstable tbody tr')];
  return rows
    .filter((row) => row.cells.length >= 3)
    .map((row) => {
      const first = row.cells[0]!;
      const name = (first.querySelector('span')?.textContent ?? first.textContent ?? '').replace('*', '').trim();
      const cell = row.cells[row.cells.length - 1]!;
      const select = cell.querySelector('select');
      const radios = [...cell.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
      if (select)
        return {
          name,
          control: 'options' as const,
          options: [...select.options].map((o) => o.value).filter((v) => v !== ''),
        };
      if (radios.length) return { name, control: 'options' as const, options: radios.map((r) => r.value) };
      const booleanControl =
        cell.querySelector('input[type="checkbox"]') ??
        [...cell.querySelectorAll('button')].find((b) => /boolean/i.test(b.textContent ?? ''));
      if (booleanControl) return { name, control: 'boolean' as const, options: ['false', 'true'] };
      return {
        name,
        control: cell.querySelector('input, textarea, button, select') ? ('other' as const) : ('none' as const),
        options: [],
      };
    });
}

function printedInTables(): string {
  const tables = [...document.querySelectorAll('#storybook-docs .docblock-argstable')];
  const values = tables.flatMap((t) =>
    [...t.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].map((i) => i.value),
  );
  return [...tables.map((t) => t.textContent ?? ''), ...values].join('\n');
}

/** The toolbar's viewports (`.storybook/preview.tsx`), by name. */
const viewportWidths: Record<string, number> = { small: 320, mobile: 360, tablet: 768, desktop: 1280 };

/**
 * Each story's own viewport, read from the preview: its viewport global, or `desktop` for the stories of a component
 * laid out for wide screens (`parameters.desktopLayout`, e.g. the header's desktop menus).
 */
async function storyViewports(
  page: Page,
  baseUrl: string,
  firstId: string,
): Promise<Record<string, string | undefined>> {
  await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(firstId)}&viewMode=story`);
  await page.waitForFunction(() => '__STORYBOOK_PREVIEW__' in window);
  return page.evaluate(async () => {
    type Extracted = Record<
      string,
      { storyGlobals?: { viewport?: { value?: string } }; parameters?: { desktopLayout?: boolean } }
    >;
    const preview = (
      window as unknown as { __STORYBOOK_PREVIEW__: { ready: () => Promise<void>; extract: () => Promise<Extracted> } }
    ).__STORYBOOK_PREVIEW__;
    // The preview exists before it has read the story index; extract() refuses until then.
    await preview.ready();
    const stories = await preview.extract();
    return Object.fromEntries(
      Object.entries(stories).map(([id, story]) => [
        id,
        story.storyGlobals?.viewport?.value ?? (story.parameters?.desktopLayout ? 'desktop' : undefined),
      ]),
    );
  });
}

/**
 * Shows an entry in the open preview the way Storybook's manager does when a designer picks it in the sidebar: an
 * event on the preview's channel (`setCurrentStory`), so the preview's scripts load once for all entries.
 */
function showEntry(target: { storyId: string; viewMode: string }) {
  const w = window as unknown as {
    __renderEvents: string[];
    __axeViolations: string[];
    __STORYBOOK_ADDONS_CHANNEL__: { emit: (e: string, a: unknown) => void };
  };
  w.__renderEvents = [];
  w.__axeViolations = [];
  w.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', target);
}

/** Storybook reloads the preview under a running step (see `visitAll`). */
const reloading = (error: unknown) =>
  /Execution context was destroyed|interrupted by another navigation/.test(String(error));

/**
 * Storybook's own complaint when an entry is asked of a preview that has not read its index yet, which a pick can
 * meet while the preview reloads: a race in Storybook's start-up, not a fault of the entry.
 */
const beforeIndexReady = (errors: readonly string[]) =>
  errors.length > 0 && errors.every((error) => error.includes('SB_PREVIEW_API_0011'));

/** Shows one entry and records what a visitor meets: `open` loads the preview at the entry's URL, `pick` selects it in the open preview. */
async function visit(
  page: Page,
  baseUrl: string,
  entry: IndexEntry,
  how: 'open' | 'pick',
): Promise<Omit<Visit, 'errors'>> {
  const viewMode = entry.type === 'docs' ? 'docs' : 'story';
  if (how === 'open') await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=${viewMode}`);
  else await page.evaluate(showEntry, { storyId: entry.id, viewMode });
  const outcome = await page
    .waitForFunction(
      (mode) => {
        const events = (window as unknown as { __renderEvents: string[] }).__renderEvents ?? [];
        return events.find((event) => (mode === 'docs' ? event !== 'storyFinished' : true));
      },
      viewMode,
      { timeout: 20_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<string>)
    .catch((error: unknown) => {
      if (reloading(error)) throw error;
      return 'timeout';
    });
  // Docs render their stories a moment after the page itself; fonts settle the final widths.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  const measured = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    viewportWidth: window.innerWidth,
  }));
  const props = entry.type === 'docs' ? await page.evaluate(readPropsTable) : [];
  const tableText = entry.type === 'docs' ? await page.evaluate(printedInTables) : '';
  const axeViolations = await page.evaluate(() => (window as unknown as { __axeViolations: string[] }).__axeViolations);
  return { entry, outcome, ...measured, axeViolations, props, tableText };
}

/**
 * Opens each entry in turn in one tab and records what a visitor would meet. Each story is picked in the open preview
 * as a designer picks it in the sidebar, so the preview's scripts load once rather than for every entry. Storybook
 * reloads the preview when the entry it leaves is still rendering, and a docs page announces itself before its stories
 * finish: the entry after a docs page, or one such a reload interrupted, is loaded at its own URL instead. Pages open at `width`
 * (360 px), except stories whose own viewport global asks for a wider screen, which open at that width.
 */
export async function visitAll(page: Page, baseUrl: string, entries: IndexEntry[], width = 360): Promise<Visit[]> {
  await page.addInitScript(recordRenderEvents, DONE_EVENTS);
  let errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`.trim());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  const firstStory = entries.find((e) => e.type === 'story');
  const viewports = firstStory ? await storyViewports(page, baseUrl, firstStory.id) : {};
  const height = page.viewportSize()?.height ?? 740;
  const visits: Visit[] = [];
  for (const [index, entry] of entries.entries()) {
    errors = [];
    const wanted = Math.max(width, viewportWidths[viewports[entry.id] ?? ''] ?? width);
    if (page.viewportSize()?.width !== wanted) await page.setViewportSize({ width: wanted, height });
    const previous = entries[index - 1];
    const how = !previous || previous.type === 'docs' ? 'open' : 'pick';
    let seen = await visit(page, baseUrl, entry, how).catch(async (error: unknown) => {
      if (!reloading(error)) throw error;
      // Storybook reloaded the preview under the visit: let the reloaded preview render before leaving it.
      await page.waitForFunction(
        () => (window as unknown as { __renderEvents: string[] }).__renderEvents.length > 0,
        undefined,
        { timeout: 20_000 },
      );
      return undefined;
    });
    // A visit that was reloaded away, one that met the preview before its index was ready, or a pick the preview took
    // and never rendered (rare: its URL changes and no render event follows) is loaded again at the entry's own URL,
    // where it must render like any other, without errors.
    if (!seen || beforeIndexReady(errors) || (how === 'pick' && seen.outcome === 'timeout')) {
      errors = [];
      seen = await visit(page, baseUrl, entry, 'open');
    }
    visits.push({ ...seen, errors });
  }
  return visits;
}
