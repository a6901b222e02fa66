import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../chromium.ts';
import { check, pageRow, pageText } from '../format.ts';
import { reactFloorRow, transferSizes } from '../transfer.ts';
import type { BenchModule, BenchRow, PageFigures } from '../types.ts';

/**
 * Every public route a visitor can open first: the home, the account doors, the family pages, the Power landings and
 * two benefit pages (the emergency one, and the most booked).
 */
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
  '/salud/ambulancia',
  '/salud/telemedicina',
];

/**
 * What a customer on Slow 4G needs from a public page (median of three Lighthouse runs): its largest paint close to
 * a bare HTML page's from bare Fastify in the same run, a main thread that answers, nothing that jumps. Judged by
 * what the customer sees; the first JavaScript is reported beside React's own floor, with no budget of its own.
 */
export const publicBudget = { lcpVsAnchor: 1.3, tbtMs: 100, cls: 0.01 };
const budget = publicBudget;

/** `BENCH_ROUTES=/inicia,/nosotros` measures only those routes (while working on a page). */
export const chosenRoutes = () => process.env.BENCH_ROUTES?.split(',').filter(Boolean) ?? publicRoutes;

export const publicPagesModule: BenchModule = {
  name: 'public',
  async run(ctx) {
    const section = 'Public pages (Lighthouse mobile: Slow 4G, 4x CPU; median of 3)';
    const anchor = await ctx.anchorPage();
    const rows: BenchRow[] = [
      { section, what: 'Bare HTML page on bare Fastify (anchor)', ours: pageText(anchor), figures: { ...anchor } },
      await reactFloorRow(section, ctx),
    ];

    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      for (const route of chosenRoutes()) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const sizes = await transferSizes(context, ctx.baseUrl + route);
        await context.close();
        const f: PageFigures = { ...sizes, ...(await ctx.lighthouse(ctx.baseUrl + route)) };
        rows.push(
          pageRow(section, route, f, anchor, [
            check(
              `${route}: LCP ≤ ${budget.lcpVsAnchor}× the bare page's`,
              f.lcpMs <= budget.lcpVsAnchor * anchor.lcpMs,
              `${f.lcpMs} ms, ${Math.round((f.lcpMs / anchor.lcpMs) * 100) / 100}× (bare page ${anchor.lcpMs} ms)`,
            ),
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
