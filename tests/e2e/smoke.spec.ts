import { expect, test } from './support/fixtures.ts';
import AxeBuilder from '@axe-core/playwright';

test('la portada pública responde en español y sin problemas de accesibilidad', async ({ page, request }) => {
  const health = await request.get('/health');
  expect(health.ok()).toBe(true);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('beneficios');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-PE');
  await expect(page.getByRole('main').getByRole('link', { name: 'Activa tu cuenta' }).first()).toBeVisible();

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});

test('una ruta desconocida muestra la portada pública', async ({ page }) => {
  await page.goto('/ruta/que/no/existe');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
