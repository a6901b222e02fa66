import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './support/fixtures.ts';
import { iniciarSesion } from './support/account.ts';
import { ESCRITORIO, MOVIL } from './support/axeWidths.ts';

/** Every password field has a show/hide button (WCAG 3.3.8): the customer can check what they typed instead of retyping it. */

const JOSE = { documento: '41234567', password: 'Beneficio#2026', destino: '/ecosistema/proteccion' };

/** The button right after `field`, inside its box, toggles what the field shows. */
async function expectToggle(page: Page, field: Locator, value: string) {
  await field.fill(value);
  await expect(field).toHaveAttribute('type', 'password');
  const id = await field.getAttribute('id');
  const toggle = page.locator(`button[aria-controls="${id}"]`);
  await expect(toggle).toHaveAccessibleName('Mostrar contraseña');
  await expect(toggle).toBeInViewport();
  const [fieldBox, toggleBox] = [await field.boundingBox(), await toggle.boundingBox()];
  expect(toggleBox!.width).toBeGreaterThanOrEqual(44);
  expect(toggleBox!.x + toggleBox!.width).toBeLessThanOrEqual(fieldBox!.x + fieldBox!.width + 1);
  await toggle.click();
  await expect(field).toHaveAttribute('type', 'text');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(field).toHaveValue(value);
  await toggle.press('Enter');
  await expect(field).toHaveAttribute('type', 'password');
}

for (const size of [MOVIL, ESCRITORIO]) {
  test.describe(`a ${size.width} px`, () => {
    test.use({ viewport: size });

    test('inicio de sesión: mostrar la contraseña y entrar con ella visible', async ({ page }) => {
      await page.goto('/inicia');
      const clave = page.getByLabel('Contraseña', { exact: true });
      await expectToggle(page, clave, JOSE.password);
      expect((await new AxeBuilder({ page }).include('form').analyze()).violations).toEqual([]);
      await page.getByLabel('Número de documento').fill(JOSE.documento);
      await page.locator(`button[aria-controls="${await clave.getAttribute('id')}"]`).click();
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await expect(page).toHaveURL(new RegExp(`${JOSE.destino}$`));
    });

    test('configuración: la contraseña actual y la nueva tienen cada una su botón', async ({ page }) => {
      await iniciarSesion(page, JOSE.documento, JOSE.password, JOSE.destino);
      await page.goto('/ecosistema/configuracion');
      await expectToggle(page, page.getByLabel('Contraseña actual'), 'Actual#2026');
      await expectToggle(page, page.getByLabel('Nueva contraseña'), 'Nueva#2026x');
    });
  });
}
