import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../chromium.ts';
import { reactFloorRow, transferSizes } from '../transfer.ts';
import type { BenchModule, BenchRow } from '../types.ts';
import { chosenRoutes } from './publicPages.ts';

/**
 * What each public route makes a phone download before it is interactive (scripts, styles, HTML), without the
 * Lighthouse runs of `public`: a minute instead of ten, while working on a page. Reported, not budgeted: speed is
 * judged by what `public` measures in the browser.
 */
export const pageWeightModule: BenchModule = {
  name: 'weight',
  async run(ctx) {
    const section = 'Public pages: page weight (gzip level 9)';
    const rows: BenchRow[] = [await reactFloorRow(section, ctx)];
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      for (const route of chosenRoutes()) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const f = await transferSizes(context, ctx.baseUrl + route);
        await context.close();
        rows.push({
          section,
          what: route,
          ours: `${f.jsKbGz} KB gz JS, ${f.cssKbGz} KB gz CSS, ${f.htmlKbGz} KB gz HTML`,
          figures: { ...f },
        });
      }
    } finally {
      await browser.close();
    }
    return rows;
  },
};
