import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../chromium.ts';
import { check, pageRow, pageText } from '../format.ts';
import { transferSizes } from '../transfer.ts';
import type { BenchModule, BenchRow, PageFigures } from '../types.ts';

/** Every public route a visitor can open first: the home, the account doors, the family pages and the Power landings. */
export const publicRoutes = [
  '/',
  '/inicia',
  '/registro/1',
  '/password',
  '/nosotros',
  '/proteccion',
  '/vida',
  '/detecta',
  '/salud',
  '/cuotas',
  '/hogar',
  '/vidaTotal',
  '/detecta-power',
  '/vida-power',
];

/** What a customer on Slow 4G needs from a public page (median of three Lighthouse runs). */
export const publicBudget = { jsKbGz: 100, performance: 98, lcpMs: 1500, tbtMs: 50, cls: 0.01 };
const budget = publicBudget;

/** `BENCH_ROUTES=/inicia,/nosotros` measures only those routes (while working on a page). */
export const chosenRoutes = () => process.env.BENCH_ROUTES?.split(',').filter(Boolean) ?? publicRoutes;

export const publicPagesModule: BenchModule = {
  name: 'public',
  async run(ctx) {
    const section = 'Public pages (Lighthouse mobile: Slow 4G, 4x CPU; median of 3)';
    const anchor = await ctx.anchorPage();
    const rows: BenchRow[] = [{ section, what: 'Bare HTML page on bare Fastify (anchor)', ours: pageText(anchor), figures: { ...anchor } }];

    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      for (const route of chosenRoutes()) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const sizes = await transferSizes(context, ctx.baseUrl + route);
        await context.close();
        const f: PageFigures = { ...sizes, ...(await ctx.lighthouse(ctx.baseUrl + route)) };
        rows.push(
          pageRow(section, route, f, anchor, [
            check(`${route}: initial JS ≤ ${budget.jsKbGz} KB gz`, f.jsKbGz <= budget.jsKbGz, `${f.jsKbGz} KB`),
            check(`${route}: Lighthouse ≥ ${budget.performance}`, f.performance >= budget.performance, String(f.performance)),
            check(`${route}: LCP ≤ ${budget.lcpMs} ms`, f.lcpMs <= budget.lcpMs, `${f.lcpMs} ms`),
            check(`${route}: TBT ≤ ${budget.tbtMs} ms`, f.tbtMs <= budget.tbtMs, `${f.tbtMs} ms`),
            check(`${route}: CLS ≤ ${budget.cls}`, f.cls <= budget.cls, String(f.cls)),
          ]),
        );
      }
    } finally {
      await browser.close();
    }
    return rows;
  },
};
