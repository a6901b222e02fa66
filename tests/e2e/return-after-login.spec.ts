import { expect, test, type Page } from './support/fixtures.ts';
import { completarInicio } from './support/account';

/** José's plan page is /ecosistema/proteccion; his plan includes appointments. */
const JOSE = { documento: '41234567', password: 'Beneficio#2026', destino: '/ecosistema/proteccion' };

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const ingresar = (page: Page) => completarInicio(page, JOSE.documento, JOSE.password);

test('un enlace a Citas abierto sin sesión vuelve a Citas después de iniciar sesión', async ({ page }) => {
  await page.goto('/ecosistema/citas');
  await ingresar(page);
  await expect(page).toHaveURL(/\/ecosistema\/citas$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Citas/);
});

test('un enlace a un beneficio vuelve a ese beneficio, con su consulta y su ancla', async ({ page }) => {
  await page.goto('/ecosistema/detecta/telemedicina?origen=recordatorio#agenda');
  await ingresar(page);
  await expect(page).toHaveURL(/\/ecosistema\/detecta\/telemedicina\?origen=recordatorio#agenda$/);
});

test('sin enlace, o tras cerrar la sesión a propósito, el inicio lleva a la página del plan', async ({ page }) => {
  await page.goto('/ecosistema/citas');
  await ingresar(page);
  await expect(page).toHaveURL(/\/ecosistema\/citas$/);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await ingresar(page);
  await expect(page).toHaveURL(new RegExp(`${JOSE.destino}$`));
});

test('una dirección de otro sitio en el estado de la navegación no se sigue', async ({ page }) => {
  await page.goto('/inicia');
  // What a crafted history entry could carry: React Router keeps the state under "usr".
  await page.evaluate(() =>
    window.history.replaceState({ usr: { volver: '//evil.example/ecosistema' }, key: 'x', idx: 0 }, '', '/inicia'),
  );
  await page.reload();
  await ingresar(page);
  await expect(page).toHaveURL(new RegExp(`^http://localhost:\\d+${JOSE.destino}$`));
});
