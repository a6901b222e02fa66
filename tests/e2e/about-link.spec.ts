import { expect, test } from './support/fixtures.ts';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** /nosotros (who offers the benefits, the lender's legal identity) is reached from the footer of every page. */
for (const desde of ['/', '/inicia', '/salud/ambulancia']) {
  test(`el pie de ${desde} lleva a Nosotros`, async ({ page }) => {
    await page.goto(desde);
    const enlace = page.getByRole('contentinfo').getByRole('link', { name: 'Nosotros' });
    await expect(enlace).toHaveAttribute('href', '/nosotros');
    await enlace.tap();
    await expect(page).toHaveURL(/\/nosotros$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nosotros' })).toBeVisible();
  });
}
