import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/fixtures.ts';
import { CAMILA, pasarPorElCodigo } from './support/activation';

const anchos = [
  { nombre: 'escritorio', viewport: { width: 1280, height: 800 } },
  { nombre: 'móvil', viewport: { width: 360, height: 740 } },
];

// axe cannot judge contrast in the middle of the info banner's cross-fade; under reduced motion the banner stands still.
test.use({ reducedMotion: 'reduce' });

async function sinViolaciones(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations).toEqual([]);
}

for (const { nombre, viewport } of anchos) {
  test.describe(`accesibilidad de las páginas de cuenta (${nombre})`, () => {
    test.use({ viewport });

    test('/inicia, también con el mensaje del servidor', async ({ page }) => {
      await page.goto('/inicia');
      await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeVisible();
      await sinViolaciones(page);
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await sinViolaciones(page);
    });

    test('/registro/1 en sus dos pasos y el código entre ellos', async ({ page, request }) => {
      await page.goto('/registro/1');
      await expect(page.getByRole('heading', { level: 1, name: 'Activa tu cuenta' })).toBeVisible();
      await sinViolaciones(page);
      await page.getByLabel('Número de documento').fill('49999999');
      await page.getByLabel('Nombres').fill('Ana');
      await expect(page.getByRole('button', { name: /Agregar Invitado/ })).toBeVisible();
      await sinViolaciones(page);
      // A guest invitation lets 45000222 reach step 2 without activating anything; the code goes to the phone her host gave.
      await page.getByLabel('Número de documento').fill(CAMILA.documento);
      await page.getByLabel('Nombres').fill('Invitada');
      const invitado = page.getByRole('button', { name: /Agregar Invitado/ });
      await invitado.click();
      await pasarPorElCodigo(page, request, CAMILA.celular, async () => {
        await page.getByRole('button', { name: 'Siguiente' }).click();
        await expect(page.getByLabel('Código de verificación')).toBeVisible();
        await sinViolaciones(page);
      });
      await expect(page.getByLabel('Correo electrónico', { exact: true })).toBeVisible();
      await expect(page.getByTestId('loading-overlay')).toBeHidden();
      await page.getByLabel('Correo electrónico', { exact: true }).fill('no-es-correo');
      await page.getByLabel('Celular').click();
      await expect(page.getByRole('alert').filter({ hasText: 'Ingrese un correo válido.' })).toBeVisible();
      await sinViolaciones(page);
    });

    test('/password en sus tres pasos', async ({ page }) => {
      await page.goto('/password');
      await expect(page.getByRole('heading', { level: 1, name: 'Restablece tu contraseña' })).toBeVisible();
      await sinViolaciones(page);
      await page.getByLabel('Número de documento').fill('40102030');
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page.getByRole('button', { name: /Enviar al correo/ })).toBeVisible();
      await sinViolaciones(page);
      await page.getByRole('button', { name: /Enviar al correo/ }).click();
      await expect(page.getByLabel('Código de verificación')).toBeVisible();
      await sinViolaciones(page);
    });
  });
}
