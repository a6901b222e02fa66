import { launch, serveStatic } from '/work/wt/storybook/tests/storybook/builtStorybook.ts';
const server = await serveStatic();
const browser = await launch();
const shots: [string, string, number][] = [
  ['foundations-colours--docs', 'docs', 1280],
  ['ui-button--docs', 'docs', 1280],
  ['ui-button--states', 'story', 1280],
  ['foundations-colours--docs', 'docs', 360],
  ['ui-button--docs', 'docs', 360],
];
for (const [id, mode, width] of shots) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.addInitScript('window.__name = (f) => f');
  await page.goto(`${server.url}/iframe.html?id=${id}&viewMode=${mode}`);
  await page.waitForTimeout(4000);
  await page.screenshot({ path: `/tmp/shot-${id}-${width}.png`, fullPage: true });
  await page.close();
}
// The manager (what a designer opens): sidebar, toolbar, canvas.
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(`${server.url}/?path=/docs/ui-button--docs`);
await page.waitForTimeout(6000);
await page.screenshot({ path: '/tmp/shot-manager-button.png' });
await page.goto(`${server.url}/?path=/docs/foundations-colours--docs`);
await page.waitForTimeout(6000);
await page.screenshot({ path: '/tmp/shot-manager-colours.png' });
await browser.close(); await server.close();
