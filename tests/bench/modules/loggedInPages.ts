import { check, pageRow } from '../format.ts';
import { SLOWED_RUNS, slowedPhoneTimes, type Cache } from '../slowedPhone.ts';
import { transferSizes } from '../transfer.ts';
import type { BenchModule, BenchRow, PageFigures } from '../types.ts';

const budget = { lcpMs: 2000, tbtMs: 100 };
/** The logged-in home on a slowed phone: its own content (its heading), not a placeholder, within 2.5 s. */
const homeContentWithinMs = 2_500;

/** The pages a logged-in customer opens most: the ecosystem home, a family page and one of its benefits. */
export const loggedInPagesModule: BenchModule = {
  name: 'logged-in',
  async run(ctx) {
    const section = 'Logged-in pages (same Lighthouse profile; demo customer 41234567)';
    const browser = await ctx.loggedInBrowser();
    const family = '/ecosistema/proteccion';
    const page = await browser.context.newPage();
    await page.goto(ctx.baseUrl + family);
    const benefitHref = await page.locator('main a[href^="/ecosistema/proteccion/"]').first().getAttribute('href');
    await page.close();
    const routes = ['/ecosistema', family, benefitHref ?? `${family}/cursos`];

    const anchor = await ctx.anchorPage();
    const rows: BenchRow[] = [];
    for (const route of routes) {
      const sizes = await transferSizes(browser.context, ctx.baseUrl + route);
      const f: PageFigures = { ...sizes, ...(await browser.lighthouse(ctx.baseUrl + route)) };
      rows.push(
        pageRow(section, route, f, anchor, [
          check(`${route}: LCP ≤ ${budget.lcpMs} ms`, f.lcpMs <= budget.lcpMs, `${f.lcpMs} ms`),
          check(`${route}: TBT ≤ ${budget.tbtMs} ms`, f.tbtMs <= budget.tbtMs, `${f.tbtMs} ms`),
        ]),
      );
    }

    const slowedSection = `Logged-in home on a slowed phone (DevTools Slow 4G, 4× CPU, session stored; median of ${SLOWED_RUNS})`;
    // What no page whose content a script renders can beat on this line and CPU: React alone drawing a heading.
    const floor = await slowedPhoneTimes(browser.context, (await ctx.reactFloor()).url, 'main h1', 'cold');
    const floorText = `React alone: content ${floor.contentMs} ms`;
    rows.push({
      section: slowedSection,
      what: 'React and react-dom alone rendering a heading, nothing cached (the floor)',
      ours: `frame ${floor.frameMs} ms, content ${floor.contentMs} ms`,
      figures: { cache: 'cold', ...floor },
    });

    // The home sends a customer with one product to that product's page; the demo customer has several, and is
    // greeted ("Hola, José"). "Recuperando tu sesión" is a spinner, not a heading.
    const homeRow = async (origin: string, cache: Cache, how: string, label: string): Promise<BenchRow> => {
      const home = await slowedPhoneTimes(browser.context, `${origin}/ecosistema`, 'main h1', cache);
      return {
        section: slowedSection,
        what: `/ecosistema, ${how}`,
        ours: `frame ${home.frameMs} ms, content (the page's heading) ${home.contentMs} ms`,
        // A visit with files cached has no floor measured beside it.
        ...(cache === 'cold' && { anchor: floorText, ratio: home.contentMs / floor.contentMs, ratioKind: 'times' }),
        figures: { cache, origin, ...home },
        budgets: [
          check(
            `/ecosistema (${label}): content within ${homeContentWithinMs} ms`,
            home.contentMs <= homeContentWithinMs,
            `${home.contentMs} ms`,
          ),
        ],
      };
    };
    rows.push(await homeRow(ctx.baseUrl, 'warm', 'files cached (after login)', 'warm cache'));
    rows.push(await homeRow(ctx.baseUrl, 'cold', 'nothing cached', 'cold cache'));
    // The same first visit as customers make it: through the proxy that ends TLS and speaks HTTP/2 (docs/deploy.md),
    // where the page's scripts share one connection instead of queueing for six.
    const deployed = await ctx.deployedOrigin();
    await (await browser.logInAt(deployed)).close();
    rows.push(await homeRow(deployed, 'cold', 'nothing cached, HTTP/2 proxy as deployed', 'cold cache, HTTP/2'));
    return rows;
  },
};
