import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../chromium.ts';
import { transferSizes } from './transfer.ts';
import { publicRoutes } from './modules/publicPages.ts';
const base = process.argv[2]!;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const rows: Record<string, unknown> = {};
for (const route of publicRoutes) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  rows[route] = await transferSizes(context, base + route);
  await context.close();
}
await browser.close();
console.table(rows);
