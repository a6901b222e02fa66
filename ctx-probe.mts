import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/chromium.ts';
const extra = process.argv.slice(2).filter(a => a !== '-');
const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, ...extra] });
const sums = [0, 0, 0, 0, 0];
const N = 8;
for (let i = 0; i < N + 1; i++) {
  const t = [performance.now()];
  const ctx = await browser.newContext({ viewport: { width: 360, height: 800 } });
  t.push(performance.now());
  const page = await ctx.newPage();
  t.push(performance.now());
  await page.goto('http://localhost:3460/salud');
  t.push(performance.now());
  await page.getByRole('heading', { level: 1 }).waitFor();
  t.push(performance.now());
  await ctx.close();
  t.push(performance.now());
  if (i > 0) for (let k = 0; k < 5; k++) sums[k] += t[k + 1] - t[k];
}
console.log(extra.join(' ') || 'baseline', sums.map((s) => Math.round(s / N)).join(' '), 'total', Math.round(sums.reduce((a, b) => a + b) / N));
await browser.close();
