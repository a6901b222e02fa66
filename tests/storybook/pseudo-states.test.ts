import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, serveStatic } from './builtStorybook.ts';

/**
 * Designers review hover and keyboard focus without a mouse: the pseudo-states addon rewrites the components'
 * `:hover` and `:focus-visible` rules into classes it sets on the elements a story names. Checked in the built
 * Storybook, where the addon runs as designers meet it (the story tests do not load it).
 */
let browser: Browser | undefined;
let server: { url: string; close: () => Promise<void> } | undefined;

beforeAll(async () => {
  server = await serveStatic();
  browser = await launch();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('hover and focus without a mouse', () => {
  it('the Button States story draws hover and keyboard focus on the buttons it names, and leaves the resting one alone', async () => {
    const page = await browser!.newPage({ viewport: { width: 1280, height: 740 }, reducedMotion: 'reduce' });
    await page.goto(`${server!.url}/iframe.html?id=ui-button--states&viewMode=story`);
    const look = (name: string) =>
      page.getByRole('button', { name }).evaluate((element) => {
        const style = getComputedStyle(element);
        return { background: style.backgroundColor, outline: style.outlineStyle };
      });
    await page.getByRole('button', { name: 'En reposo' }).waitFor();
    const rest = await look('En reposo');
    expect(rest.outline).toBe('none');
    await expect.poll(async () => (await look('Al pasar el puntero')).background).not.toBe(rest.background);
    await expect.poll(async () => (await look('Con foco de teclado')).outline).not.toBe('none');
  });
});
