import { expect, test } from './support/fixtures.ts';
import { esperarFormularioActivo, iniciarSesion } from './support/account';

const JOSE = { documento: '41234567', password: 'Beneficio#2026', destino: '/ecosistema/proteccion' };
const JORGE = { documento: '43218765', password: 'Detecta+2026', destino: '/ecosistema/detecta' };
const SIN_RED = /Revisa tu conexión a internet e inténtalo de nuevo\./;

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('sin conexión, el inicio de sesión lo dice y se puede reintentar al volver la red', async ({ page, context }) => {
  await page.goto('/inicia');
  await esperarFormularioActivo(page);
  await context.setOffline(true);
  await page.getByLabel('Número de documento').fill(JOSE.documento);
  await page.getByLabel('Contraseña', { exact: true }).fill(JOSE.password);
  const boton = page.getByRole('button', { name: 'Iniciar sesión' });
  await boton.click();
  await expect(page.getByRole('main')).toContainText(SIN_RED);
  await expect(page.getByRole('main')).not.toContainText('No se pudo iniciar sesión');

  // The connection is back: the same button, pressed again, logs in.
  await context.setOffline(false);
  await expect(boton).toBeEnabled();
  await boton.click();
  await expect(page).toHaveURL(new RegExp(`${JOSE.destino}$`));
});

test('si los horarios no llegan por falta de red, la página lo dice y los vuelve a pedir sin recargarse', async ({
  page,
}) => {
  await iniciarSesion(page, JORGE.documento, JORGE.password, JORGE.destino);
  // The connection drops just as the free slots are asked for, and comes back.
  let cortes = 1;
  await page.route('**/api/agendamientos/ObtenerCitasDisponibles', (route) =>
    cortes-- > 0 ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.goto('/ecosistema/detecta/telemedicina');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Motivo de la consulta' }).fill('Control anual');
  await expect(main.getByRole('alert').filter({ hasText: SIN_RED })).toBeVisible();

  await main.getByRole('button', { name: 'Volver a intentar' }).click();
  await expect(
    main
      .getByRole('radiogroup', { name: /Elige un horario/ })
      .getByRole('radio')
      .first(),
  ).toBeVisible();
  // What was typed meanwhile is still there.
  await expect(main.getByRole('textbox', { name: 'Motivo de la consulta' })).toHaveValue('Control anual');
});

test('si Citas no carga por falta de red, lo dice y se puede volver a intentar', async ({ page }) => {
  await iniciarSesion(page, JOSE.documento, JOSE.password, JOSE.destino);
  let cortes = 1;
  await page.route('**/api/agendamientos/ListarCitas', (route) =>
    cortes-- > 0 ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.goto('/ecosistema/citas');
  const main = page.getByRole('main');
  await expect(main.getByRole('alert').filter({ hasText: SIN_RED })).toBeVisible();
  await main.getByRole('button', { name: 'Volver a intentar' }).click();
  await expect(main.getByRole('alert').filter({ hasText: SIN_RED })).toBeHidden();
  // The list itself: the appointments, or that there are none yet.
  await expect(
    main.getByRole('heading', { name: 'Tus citas' }).or(main.getByText('No tienes citas programadas.')),
  ).toBeVisible();
});
