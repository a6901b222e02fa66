import { expect, test, type Page } from './support/fixtures.ts';

/**
 * On a slow line the prerendered form arrives long before its scripts: a customer types into it, and React then
 * hydrates. What they typed, the field they are in and their caret must survive that moment.
 */

/**
 * Holds every script of the page until `release` is called, as a slow line does. The page asks for them once its
 * first paint is reported (at most 3 s later), which on a busy machine can come after the typing: the journeys wait
 * for that request before they let the scripts through.
 */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, held };
}

for (const width of [360, 1280]) {
  test.describe(`a ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('lo escrito en /inicia antes de que cargue la página se conserva y sirve para ingresar', async ({ page }) => {
      const scripts = await holdScripts(page);
      await page.goto('/inicia', { waitUntil: 'commit' });
      const documento = page.getByLabel('Número de documento');
      const password = page.getByLabel('Contraseña', { exact: true });
      const ingresar = page.getByRole('button', { name: 'Iniciar sesión' });
      await expect(documento).toBeVisible();
      await documento.pressSequentially('41234567');
      await password.pressSequentially('Beneficio#2026');
      // Not interactive yet: the scripts are still on their way and the submit waits for them.
      await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
      await expect(ingresar).toBeDisabled();

      scripts.release();
      await expect(ingresar).toBeEnabled();
      await expect(documento).toBeVisible();
      await expect(documento).toHaveValue('41234567');
      await expect(password).toHaveValue('Beneficio#2026');
      await expect(password).toBeFocused();
      // The customer goes on typing where they were: the caret stayed at the end.
      await page.keyboard.press('Backspace');
      await page.keyboard.type('6');
      await expect(password).toHaveValue('Beneficio#2026');

      await ingresar.click();
      await expect(page).toHaveURL(/\/ecosistema\/proteccion$/);
    });

    test('lo escrito en /registro/1 antes de que cargue la página se conserva y se verifica', async ({ page }) => {
      const scripts = await holdScripts(page);
      await page.goto('/registro/1', { waitUntil: 'commit' });
      const documento = page.getByLabel('Número de documento');
      const nombres = page.getByLabel('Nombres');
      await expect(documento).toBeVisible();
      await documento.pressSequentially('45678912');
      await nombres.pressSequentially('María Fernanda');
      await expect.poll(() => scripts.held.length).toBeGreaterThan(0);

      scripts.release();
      // The document was left before the page listened: it is checked now, and the insurances it allows appear.
      await expect(page.getByRole('button', { name: 'Agregar Salud' })).toBeVisible();
      await expect(documento).toHaveValue('45678912');
      await expect(nombres).toBeVisible();
      await expect(nombres).toHaveValue('María Fernanda');
      await expect(nombres).toBeFocused();
      await page.getByRole('button', { name: 'Agregar Salud' }).click();
      await page.getByRole('button', { name: 'Siguiente' }).click();
      // Step 1 went through: the code is on its way to the contact on record.
      await expect(page.getByLabel('Código de verificación')).toBeVisible();
    });

    test('lo elegido y escrito en la portada antes de que cargue se conserva y "Activar" lo lleva al registro', async ({
      page,
    }) => {
      const scripts = await holdScripts(page);
      await page.goto('/', { waitUntil: 'commit' });
      const tipo = page.getByRole('combobox', { name: 'Tipo de documento' });
      const numero = page.getByRole('textbox', { name: 'Número de documento' });
      const activar = page.getByRole('button', { name: 'Activar', exact: true });
      await expect(numero).toBeVisible();
      await tipo.selectOption({ label: 'CE' });
      await numero.pressSequentially('001234567');
      await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
      await expect(activar).toBeDisabled();

      scripts.release();
      await expect(activar).toBeEnabled();
      await expect(tipo).toHaveValue('6');
      await expect(numero).toHaveValue('001234567');
      await activar.click();
      await expect(page).toHaveURL(/\/registro\/$/);
      await expect(page.getByRole('textbox', { name: 'Número de documento' })).toHaveValue('001234567');
    });
  });
}
