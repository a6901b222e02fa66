import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/fixtures.ts';
import { MARIA, pasarPorElCodigo } from './support/activation.ts';
import { ESCRITORIO, MOVIL } from './support/axeWidths.ts';
import { esperarPaginaInteractiva } from './support/account';

/**
 * The modal variant of the registration screen (spec section 2): the family pages' sign-up banner and the Power
 * landings open it over the page; same steps, rules and messages as /registro/1; focus trapped and returned.
 */

const dialogo = (page: Page) => page.getByRole('dialog', { name: 'Activa tu cuenta' });

/** Tabbing forwards and backwards never leaves the dialog. */
async function expectFocusTrapped(page: Page) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 14; i += 1) {
      await page.keyboard.press(key);
      expect(await dialogo(page).evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
  }
}

for (const size of [MOVIL, ESCRITORIO]) {
  test.describe(`a ${size.width} px`, () => {
    test.use({ viewport: size, reducedMotion: 'reduce' });

    test('la página de Salud abre la activación en un modal, con las mismas reglas, mensajes y código', async ({
      page,
      request,
    }) => {
      await page.goto('/salud');
      await esperarPaginaInteractiva(page);
      const activar = page.getByRole('main').getByRole('link', { name: 'Activa tu cuenta' }).first();
      await activar.click();
      await expect(dialogo(page)).toBeInViewport();
      await expect(page).toHaveURL(/\/salud$/);
      await expect(dialogo(page).getByText('Paso 1')).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

      const documento = dialogo(page).getByLabel('Número de documento');
      await documento.fill('4567');
      await dialogo(page).getByLabel('Nombres').click();
      await expect(
        dialogo(page).getByRole('alert').filter({ hasText: 'Documento debe incluir 8 números' }),
      ).toBeVisible();
      await expect(dialogo(page).getByRole('button', { name: 'Siguiente' })).toBeDisabled();

      // An existing customer gets the page's yellow notice, with its ways forward.
      await documento.fill('41234567');
      await dialogo(page).getByLabel('Nombres').fill('José Luis');
      await dialogo(page)
        .getByRole('button', { name: /^Agregar / })
        .first()
        .click();
      await dialogo(page).getByRole('button', { name: 'Siguiente' }).click();
      await expect(dialogo(page).getByText('Ya existe un usuario con este documento.')).toBeVisible();
      await expect(dialogo(page).getByRole('link', { name: 'restablece tu contraseña' })).toHaveAttribute(
        'href',
        '/password',
      );

      // A holder without an account gets the code at the phone on record, inside the dialog, and goes on to step 2 there.
      // The notice answered the document: another name keeps it, another document takes it away.
      const existe = dialogo(page).getByText('Ya existe un usuario con este documento.');
      await dialogo(page).getByLabel('Nombres').fill('José');
      await expect(existe).toBeVisible();
      await documento.fill(MARIA.documento);
      await expect(existe).toBeHidden();
      await dialogo(page).getByLabel('Nombres').fill('María Fernanda');
      await dialogo(page).getByRole('button', { name: 'Agregar Salud' }).click();
      await pasarPorElCodigo(dialogo(page), request, MARIA.celular, async () => {
        await dialogo(page).getByRole('button', { name: 'Siguiente' }).click();
        await expect(dialogo(page).getByText('Confirma que eres tú con el código que te enviamos.')).toBeVisible();
        await expect(dialogo(page).getByText(/•••• ••• 320/)).toBeInViewport();
        expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      });
      await expect(dialogo(page).getByLabel('Correo electrónico', { exact: true })).toBeVisible();

      await expectFocusTrapped(page);
      await page.keyboard.press('Escape');
      await expect(dialogo(page)).toBeHidden();
      await expect(activar).toBeFocused();
    });

    test('la landing Vida Power también la abre sin salir de la página, y el botón de cierre devuelve el foco', async ({
      page,
    }) => {
      await page.goto('/vida-power');
      await esperarPaginaInteractiva(page);
      await page.getByRole('dialog').getByRole('button', { name: 'Continuar' }).click();
      const activar = page.getByRole('main').getByRole('link', { name: 'Activa tu cuenta' }).first();
      await activar.press('Enter');
      await expect(dialogo(page)).toBeInViewport();
      await expect(page).toHaveURL(/\/vida-power$/);
      await expect(dialogo(page).getByLabel('Número de documento')).toBeVisible();
      await dialogo(page).getByRole('button', { name: 'Cerrar activación' }).click();
      await expect(dialogo(page)).toBeHidden();
      await expect(activar).toBeFocused();
    });
  });
}

test('el banner final de la página de familia también abre el modal; ambos siguen siendo enlaces a /registro/1', async ({
  page,
}) => {
  await page.goto('/hogar');
  await esperarPaginaInteractiva(page);
  const enlaces = page.getByRole('main').getByRole('link', { name: 'Activa tu cuenta' });
  await expect(enlaces).toHaveCount(2);
  for (const enlace of await enlaces.all()) await expect(enlace).toHaveAttribute('href', '/registro/1');
  await enlaces.last().click();
  await expect(dialogo(page)).toBeInViewport();
  await expect(page).toHaveURL(/\/hogar$/);
  await page.keyboard.press('Escape');
  await expect(enlaces.last()).toBeFocused();
});
