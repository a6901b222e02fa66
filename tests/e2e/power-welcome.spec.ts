import { expect, test, type Page } from './support/fixtures.ts';
import { esperarPaginaInteractiva } from './support/account.ts';

/**
 * The welcome of the Power landings: closing it leaves the focus on the page's heading, not on the document, and
 * once closed it does not come back in the same tab (ADR 0153).
 */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

const bienvenida = (page: Page) =>
  page.getByRole('dialog', { name: 'Hemos preparado estos beneficios pensados exclusivamente para ti' });

for (const [ruta, titulo, cierre] of [
  ['/detecta-power', 'Detecta Power!', 'Continuar'],
  ['/vida-power', 'Vida Power!', 'Cerrar'],
  ['/vida-power', 'Vida Power!', 'Escape'],
] as const) {
  test(`${ruta}: tras "${cierre}" en la bienvenida, el foco queda en el título de la página`, async ({ page }) => {
    await page.goto(ruta);
    await esperarPaginaInteractiva(page);
    await expect(bienvenida(page)).toBeVisible();
    if (cierre === 'Escape') await page.keyboard.press('Escape');
    else await bienvenida(page).getByRole('button', { name: cierre }).tap();
    await expect(bienvenida(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeFocused();
    // Tab goes on from the top of the page's content, not from the document's start.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').getByRole('link', { name: 'Activa tu cuenta' }).first()).toBeFocused();
  });
}

test('cerrada una vez, la bienvenida no vuelve en la misma pestaña; la otra landing tiene la suya', async ({
  page,
}) => {
  await page.goto('/vida-power');
  await esperarPaginaInteractiva(page);
  await bienvenida(page).getByRole('button', { name: 'Continuar' }).tap();
  await expect(bienvenida(page)).toHaveCount(0);

  // Reloaded: not even in the first paint, before the scripts; the page answers at once.
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Vida Power!' })).toBeInViewport();
  await expect(bienvenida(page)).toHaveCount(0);
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await page.unrouteAll();
  await page.reload();
  await esperarPaginaInteractiva(page);
  await expect(bienvenida(page)).toHaveCount(0);

  // Within the app: Detecta Power! has not welcomed this tab yet; Vida Power! already has.
  await page.getByRole('banner').getByRole('button', { name: 'Abrir menú' }).tap();
  await page.getByRole('navigation', { name: 'Menú' }).getByRole('link', { name: 'Detecta Power!' }).tap();
  await expect(page).toHaveURL('/detecta-power');
  await expect(bienvenida(page)).toBeVisible();
  await bienvenida(page).getByRole('button', { name: 'Cerrar' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Detecta Power!' })).toBeFocused();
  await page.getByRole('banner').getByRole('button', { name: 'Abrir menú' }).tap();
  await page.getByRole('navigation', { name: 'Menú' }).getByRole('link', { name: 'Vida Power!' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Vida Power!' })).toBeVisible();
  await expect(bienvenida(page)).toHaveCount(0);

  // A new tab welcomes again.
  const otra = await page.context().newPage();
  await otra.goto('/vida-power');
  await expect(bienvenida(otra)).toBeVisible();
});
