import { expect, test, type Page } from './support/fixtures.ts';
import { esperarPaginaInteractiva, iniciarSesion } from './support/account';
import { pasarPorElCodigo } from './support/activation';

async function cabeceraCerrarSesion(page: Page) {
  const cabecera = page.getByRole('banner');
  await cabecera.getByRole('button', { name: /menú de la cuenta/ }).click();
  await cabecera.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/inicia$/);
}

const JOSE = { documento: '41234567', password: 'Beneficio#2026', destino: '/ecosistema/proteccion' };

test.describe('invitados', () => {
  // José's one telemedicine licence is held by a seeded invitation: he shares courses (3 licences).
  test('un anfitrión invita a cursos con el celular del invitado, y el invitado, activado con el código que le llega ahí, solo ve ese beneficio', async ({
    page,
    request,
  }) => {
    await iniciarSesion(page, JOSE.documento, JOSE.password, JOSE.destino);
    const main = page.getByRole('main');
    await page.goto('/ecosistema/invitados');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Agregar invitados');
    // Telemedicine has no licence left: it is not offered.
    await expect(main.getByRole('radio', { name: 'Telemedicina' })).toHaveCount(0);
    await main.getByRole('radio', { name: 'Cursos online con certificación' }).check();
    await main.getByLabel('Número de documento del invitado').fill('47112233');
    await main.getByLabel('Nombres del invitado').fill('Lucía Andrea');
    await main.getByLabel('Celular del invitado').fill('912112233');
    await main.getByRole('button', { name: 'Invitar' }).click();
    await expect(main.getByText('Invitado registrado.')).toBeVisible();

    // The same document cannot be invited twice.
    await main.getByLabel('Número de documento del invitado').fill('47112233');
    await main.getByLabel('Nombres del invitado').fill('Lucía Andrea');
    await main.getByLabel('Celular del invitado').fill('912112233');
    await main.getByRole('button', { name: 'Invitar' }).click();
    await expect(main.getByText('Este documento ya tiene una cuenta o invitación.')).toBeVisible();

    // The guest activates through /registro/1 with the guest option and lands logged in.
    await cabeceraCerrarSesion(page);
    await page.goto('/registro/1');
    // This journey is about the guest's activation; typing before the page answers has journeys of its own
    // (typed-before-hydration.spec.ts).
    await esperarPaginaInteractiva(page);
    await page.getByLabel('Número de documento').fill('47112233');
    await page.getByLabel('Nombres').fill('Lucía Andrea');
    await page.getByRole('button', { name: 'Agregar Invitado Cursos online con certificación o telemedicina' }).click();
    // The code goes to the phone the host gave, masked on the screen that asks for it.
    await pasarPorElCodigo(
      page,
      request,
      '912112233',
      () => page.getByRole('button', { name: 'Siguiente' }).click(),
      async (confirmar) => {
        await expect(page.getByText(/por SMS al celular •••• ••• 233/)).toBeVisible();
        await confirmar.click();
      },
    );
    await page.getByLabel('Correo electrónico', { exact: true }).fill('lucia.andrea@example.pe');
    await page.getByLabel('Confirma tu correo electrónico').fill('lucia.andrea@example.pe');
    await page.getByLabel('Celular').fill('987001122');
    await page.getByLabel('Contraseña', { exact: true }).fill('Invitada#443');
    await page.getByLabel('Acepto los términos y condiciones').check();
    await page.getByRole('button', { name: 'Activar cuenta' }).click();
    await expect(page).toHaveURL(/\/ecosistema$/);
    await expect(main.getByRole('article')).toHaveCount(1);
    await expect(main.getByRole('heading', { level: 3 })).toHaveText(['Cursos online']);
    await main.getByRole('link', { name: /^Ver más\W+Cursos online$/ }).click();
    await expect(
      main.getByText('Tu anfitrión compartió contigo 1 licencia de cursos con certificación.'),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: /Ir a la plataforma/ })).toBeVisible();
  });

  test('el formulario valida documento, nombres y celular antes de enviar', async ({ page }) => {
    await iniciarSesion(page, JOSE.documento, JOSE.password, JOSE.destino);
    const main = page.getByRole('main');
    await page.goto('/ecosistema/invitados');
    await main.getByLabel('Número de documento del invitado').fill('4711');
    await main.getByLabel('Nombres del invitado').fill('Lucía 2');
    await main.getByLabel('Celular del invitado').fill('812112233');
    await main.getByRole('button', { name: 'Invitar' }).click();
    await expect(main.getByText('Documento debe incluir 8 números')).toBeVisible();
    await expect(main.getByText('Ingresar solo letras y espacios')).toBeVisible();
    await expect(main.getByText('Debe incluir 9 caracteres empezando con 9')).toBeVisible();
  });

  // 44556677 has one courses licence: the invitation that uses it still answers, where the person is looking.
  test('la invitación que usa la última licencia recibe su respuesta a 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await iniciarSesion(page, '44556677', 'SoloCursos#1', '/ecosistema/proteccion');
    const main = page.getByRole('main');
    await page.goto('/ecosistema/invitados');
    await main.getByLabel('Número de documento del invitado').fill('47556677');
    await main.getByLabel('Nombres del invitado').fill('Rosa Elena');
    await main.getByLabel('Celular del invitado').fill('912556677');
    await main.getByRole('button', { name: 'Invitar' }).click();
    const respuesta = main.getByText('Invitado registrado.');
    await expect(respuesta).toBeVisible();
    await expect(respuesta).toBeInViewport();
    await expect(main.getByText(/Ya usaste todas tus licencias para invitar/)).toBeVisible();
    await expect(main.getByRole('button', { name: 'Invitar' })).toHaveCount(0);
  });

  test('un anfitrión sin un servicio que se pueda compartir ve el aviso', async ({ page }) => {
    await iniciarSesion(page, '40102030', 'Hogar$Seguro1', '/ecosistema/hogar');
    await page.goto('/ecosistema/invitados');
    const main = page.getByRole('main');
    await expect(main.getByText('Tu plan no incluye un servicio que puedas compartir con invitados.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Invitar' })).toHaveCount(0);
  });
});
