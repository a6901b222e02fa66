import { expect, test } from './support/fixtures.ts';
import { cuentasDemo, esperarFormularioActivo, iniciarSesion } from './support/account';

test.describe('inicio de sesión', () => {
  for (const cuenta of cuentasDemo) {
    test(`la cuenta ${cuenta.documento} (${cuenta.perfil}) entra a ${cuenta.destino}`, async ({ page }) => {
      await iniciarSesion(page, cuenta.documento, cuenta.password, cuenta.destino);
    });
  }

  test('cada página que visita una persona con sesión queda en el registro de actividad', async ({ page }) => {
    const registro = page.waitForRequest(
      (r) => r.url().endsWith('/api/logUser/inserta') && r.postDataJSON()?.pagina === '/ecosistema/proteccion',
    );
    await iniciarSesion(page, '41234567', 'Beneficio#2026', '/ecosistema/proteccion');
    const entrada = (await registro).postDataJSON() as Record<string, unknown>;
    expect(entrada).toMatchObject({ control: 'pagina', ciudad_localizacion: 'Lima' });
    expect(String(entrada.extra)).toMatch(/^\d{9}$/);
    expect(String(entrada.fechaLocal)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(String(entrada.horaLocal)).toMatch(/^\d{2}:\d{2}$/);
    expect((await registro).headers().authorization).toMatch(/^Bearer /);
  });

  test('una contraseña equivocada muestra el mensaje del servidor', async ({ page }) => {
    await page.goto('/inicia');
    await esperarFormularioActivo(page);
    await page.getByLabel('Número de documento').fill('41234567');
    await page.getByLabel('Contraseña', { exact: true }).fill('Equivocada#1');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('Usuario o contraseña incorrectos')).toBeVisible();
    await expect(page).toHaveURL(/\/inicia$/);
  });

  test('enviar sin llenar lleva al primer campo que falta, con su mensaje', async ({ page }) => {
    await page.goto('/inicia');
    await esperarFormularioActivo(page);
    const documento = page.getByLabel('Número de documento');
    const clave = page.getByLabel('Contraseña', { exact: true });
    const ingresar = page.getByRole('button', { name: 'Iniciar sesión' });

    await ingresar.click();
    // Focus on the field names it: its label is read with its message, not two alike messages from the button.
    await expect(documento).toBeFocused();
    await expect(documento).toHaveAccessibleDescription(/Ingresar algun dato/);
    await expect(clave).toHaveAccessibleDescription(/Ingresar algun dato/);

    await documento.fill('41234567');
    await ingresar.click();
    await expect(clave).toBeFocused();
    await expect(documento).not.toHaveAccessibleDescription(/Ingresar algun dato/);
  });

  test('la sesión sigue abierta al recargar la página', async ({ page }) => {
    await iniciarSesion(page, '45000111', 'Invitado#7442', '/ecosistema');
    await page.reload();
    await expect(page).toHaveURL(/\/ecosistema$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/ecosistema$/);
  });

  test('sin sesión, /ecosistema lleva a /inicia', async ({ page }) => {
    await page.goto('/ecosistema/salud');
    await expect(page).toHaveURL(/\/inicia$/);
  });
});
