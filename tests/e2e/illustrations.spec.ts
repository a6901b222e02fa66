import { expect, test } from './support/fixtures.ts';
import { benefitsOfFamily } from '../../app/domain/catalogue/index.ts';
import { ESCRITORIO, MOVIL } from './support/axeWidths.ts';

/**
 * Our own scenes, one per family and benefit, painted in the family accent instead of a grey tile; fixed boxes,
 * so nothing moves when a drawing arrives; those below the fold load only when the customer gets near them.
 */

const drawings = '[data-loaded]';

for (const size of [MOVIL, ESCRITORIO]) {
  test.describe(`a ${size.width} px`, () => {
    test.use({ viewport: size });

    test('la página de Hogar pinta sus escenas en el color de la familia, sin mover nada', async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (r) => {
        if (/\/assets\/.*\.svg/.test(r.url())) requested.push(r.url());
      });
      await page.goto('/hogar');
      const boxes = page.getByRole('main').locator(drawings);
      await expect(boxes).toHaveCount(1 + benefitsOfFamily('hogar').length);

      // The banner's scene is there from the first paint, in the family's accent (the banner button's colour).
      const banner = boxes.first();
      await expect(banner).toHaveAttribute('data-loaded', 'true');
      const accent = await page
        .getByRole('main')
        .getByRole('link', { name: 'Activa tu cuenta' })
        .first()
        .evaluate((a) => getComputedStyle(a).backgroundColor);
      expect(await banner.locator('span').evaluate((d) => getComputedStyle(d).backgroundColor)).toBe(accent);
      expect(await banner.locator('span').evaluate((d) => getComputedStyle(d).maskImage)).toContain('hogar');

      // Each card's scene: a fixed box before and after it loads, the accent, its own drawing.
      const sources = new Set<string>();
      for (const box of await boxes.all()) {
        const before = await box.boundingBox();
        expect(before!.height).toBeGreaterThan(0);
        await box.scrollIntoViewIfNeeded();
        await expect(box).toHaveAttribute('data-loaded', 'true');
        const after = await box.boundingBox();
        expect(after!.height).toBeCloseTo(before!.height, 0);
        expect(await box.locator('span').evaluate((d) => getComputedStyle(d).backgroundColor)).toBe(accent);
        sources.add(await box.locator('span').evaluate((d) => getComputedStyle(d).maskImage));
      }
      expect(sources.size).toBe(1 + benefitsOfFamily('hogar').length);
      expect(requested.length).toBeGreaterThan(0);
    });
  });
}

test('a 360 px las escenas bajo el pliegue no se descargan hasta acercarse', async ({ page }) => {
  await page.setViewportSize(MOVIL);
  const requested: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/.*\.svg/.test(r.url())) requested.push(r.url());
  });
  await page.goto('/salud');
  const boxes = page.getByRole('main').locator(drawings);
  await expect(boxes.first()).toHaveAttribute('data-loaded', 'true');
  const last = boxes.last();
  await expect(last).toHaveAttribute('data-loaded', 'false');
  const lastSource = benefitsOfFamily('salud').at(-1)!.img.split('/').pop()!.replace('.svg', '');
  expect(requested.some((url) => url.includes(lastSource))).toBe(false);
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute('data-loaded', 'true');
  await expect.poll(() => requested.some((url) => url.includes(lastSource))).toBe(true);
});
