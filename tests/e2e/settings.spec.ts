import { expect, test } from './support/fixtures.ts';
import { esperarFormularioActivo, iniciarSesion, ultimoMensaje } from './support/account';
import { activarInvitado, invitar } from './support/ecosystem';

/** A fresh account of this spec only, so changing its password touches no other test; Rosa hosts it, so José's course licences stay for the guests specs. */
const CUENTA = {
  documento: '47334455',
  nombres: 'Carmen',
  email: 'carmen.prueba@example.pe',
  fono: '987334455',
  password: 'Inicial#2026',
};

/** The 6-digit code of a message from the development outbox. */
function codigoDe(cuerpo: string | undefined): string {
  const codigo = cuerpo?.match(/\b(\d{6})\b/)?.[1];
  expect(codigo, 'el mensaje trae un código de 6 dígitos').toBeDefined();
  return codigo!;
}

test.describe('configuración de perfil', () => {
  test.beforeAll(async ({ request }) => {
    const invitacion = await invitar(
      request,
      { documento: '70011223', password: 'Cuotas#Lima2026' },
      { documento: CUENTA.documento, nombres: CUENTA.nombres, idProducto: 7442, fono: CUENTA.fono },
    );
    expect(invitacion.codigo, invitacion.mensaje).toBe(0);
    await activarInvitado(request, CUENTA);
  });

  test('actualiza los datos personales con las reglas del registro, y pide la contraseña para un nuevo contacto (360 px)', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await iniciarSesion(page, CUENTA.documento, CUENTA.password, '/ecosistema');
    await page.goto('/ecosistema/configuracion');
    const datos = page.getByRole('region', { name: 'Datos personales' });
    await expect(datos.getByLabel('Nombres')).toHaveValue('Carmen');
    // Names alone need no password: the field appears only once the e-mail or phone changes.
    await expect(datos.getByLabel('Contraseña actual')).toHaveCount(0);

    await datos.getByLabel('Celular').fill('812345678');
    await datos.getByLabel('Correo electrónico').fill('carmen@');
    await datos.getByLabel('Apellido paterno').fill('Ruiz 2');
    await datos.getByRole('button', { name: 'Guardar datos' }).click();
    await expect(datos.getByText('Debe incluir 9 caracteres empezando con 9')).toBeVisible();
    await expect(datos.getByText('Ingrese un correo válido.')).toBeVisible();
    await expect(datos.getByText('Ingresar solo letras y espacios')).toBeVisible();

    await datos.getByLabel('Nombres').fill('Carmen Rosa');
    await datos.getByLabel('Apellido paterno').fill('Ruiz');
    await datos.getByLabel('Apellido materno').fill('Ñique');
    await datos.getByLabel('Celular').fill('987000111');
    await datos.getByLabel('Correo electrónico').fill('carmen.ruiz@example.pe');
    const clave = datos.getByLabel('Contraseña actual', { exact: true });
    await expect(clave).toBeVisible();
    await expect(datos.getByText('Para cambiar tu correo o celular, confirma que eres tú.')).toBeVisible();
    await datos.getByRole('button', { name: 'Guardar datos' }).click();
    await expect(datos.getByText('Ingresa tu contraseña actual.')).toBeVisible();
    await clave.fill('Equivocada#1');
    await datos.getByRole('button', { name: 'Guardar datos' }).click();
    await expect(datos.getByText('La contraseña actual no es correcta.')).toBeVisible();
    // Nothing changed: the names wait with the contacts.
    await page.reload();
    await expect(datos.getByLabel('Nombres')).toHaveValue('Carmen');
    await expect(datos.getByLabel('Correo electrónico')).toHaveValue(CUENTA.email);
    await datos.getByLabel('Nombres').fill('Carmen Rosa');
    await datos.getByLabel('Apellido paterno').fill('Ruiz');
    await datos.getByLabel('Apellido materno').fill('Ñique');
    await datos.getByLabel('Celular').fill('987000111');
    await datos.getByLabel('Correo electrónico').fill('carmen.ruiz@example.pe');
    await clave.fill(CUENTA.password);
    // At 360 px the form, its password field included, fits the screen's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await datos.getByRole('button', { name: 'Guardar datos' }).click();
    // The new phone and e-mail take effect only with the codes sent to them.
    await expect(
      datos.getByText('Te enviamos un código a tu nuevo contacto. Ingrésalo para confirmar el cambio.'),
    ).toBeVisible();
    await datos
      .getByLabel('Código enviado a tu nuevo correo')
      .fill(codigoDe((await ultimoMensaje(request, 'carmen.ruiz@example.pe'))?.cuerpo));
    await datos
      .getByLabel('Código enviado a tu nuevo celular')
      .fill(codigoDe((await ultimoMensaje(request, '987000111'))?.cuerpo));
    await datos.getByRole('button', { name: 'Confirmar código' }).click();
    await expect(datos.getByText('Tu nuevo contacto quedó confirmado.')).toBeVisible();
    // The old e-mail hears of it.
    expect((await ultimoMensaje(request, CUENTA.email))?.asunto).toBe('Cambió el correo de tu cuenta de Beneficios');

    await page.reload();
    await expect(datos.getByLabel('Apellido materno')).toHaveValue('Ñique');
    await expect(datos.getByLabel('Correo electrónico')).toHaveValue('carmen.ruiz@example.pe');
    await page.goto('/ecosistema');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Hola, Carmen');
  });

  test('un nombre, apellido paterno, celular o correo vacío no se guarda y su campo dice por qué (360 px)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await iniciarSesion(page, CUENTA.documento, CUENTA.password, '/ecosistema');
    await page.goto('/ecosistema/configuracion');
    const datos = page.getByRole('region', { name: 'Datos personales' });
    const nombres = datos.getByLabel('Nombres');
    const paterno = datos.getByLabel('Apellido paterno');
    const guardar = datos.getByRole('button', { name: 'Guardar datos' });
    const guardado = datos.getByText('Datos actualizados.');
    await paterno.fill('Ruiz');
    await guardar.click();
    await expect(guardado).toBeVisible();
    const antes = await nombres.inputValue();

    await paterno.fill('');
    await guardar.click();
    await expect(paterno).toHaveAccessibleDescription(/Ingresar algun dato/);
    await expect(paterno).toBeFocused();
    await expect(guardado).toHaveCount(0);
    // Spaces alone are empty too, and every required field says so on itself.
    await nombres.fill('  ');
    await paterno.fill('   ');
    await datos.getByLabel('Celular').fill('');
    await datos.getByLabel('Correo electrónico').fill('');
    await guardar.click();
    await expect(nombres).toHaveAccessibleDescription(/Ingresar algun dato/);
    await expect(paterno).toHaveAccessibleDescription(/Ingresar algun dato/);
    await expect(datos.getByLabel('Celular')).toHaveAccessibleDescription(/Debe incluir 9 caracteres empezando con 9/);
    await expect(datos.getByLabel('Correo electrónico')).toHaveAccessibleDescription(/Ingrese un correo válido\./);
    await expect(nombres).toBeFocused();
    await expect(guardado).toHaveCount(0);

    // Nothing was stored: the page reads the same name and surname again.
    await page.reload();
    await expect(nombres).toHaveValue(antes);
    await expect(paterno).toHaveValue('Ruiz');
  });

  test('un cambio de correo sin confirmar sigue tras recargar: se confirma con su código o se cancela (360 px)', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await iniciarSesion(page, CUENTA.documento, CUENTA.password, '/ecosistema');
    await page.goto('/ecosistema/configuracion');
    const datos = page.getByRole('region', { name: 'Datos personales' });
    const correo = datos.getByLabel('Correo electrónico');
    const pendiente = datos.getByText('Tienes un cambio de contacto sin confirmar.', { exact: false });
    const codigo = datos.getByLabel('Código enviado a tu nuevo correo');
    const cambiarCorreo = async (nuevo: string) => {
      await datos.getByLabel('Apellido paterno').fill('Ruiz');
      await correo.fill(nuevo);
      await datos.getByLabel('Contraseña actual', { exact: true }).fill(CUENTA.password);
      await datos.getByRole('button', { name: 'Guardar datos' }).click();
      await expect(
        datos.getByText('Te enviamos un código a tu nuevo contacto. Ingrésalo para confirmar el cambio.'),
      ).toBeVisible();
    };
    const anterior = await correo.inputValue();
    await expect(pendiente).toHaveCount(0);

    // Cancelled after a reload: the account keeps its e-mail and nothing waits any more.
    await cambiarCorreo('carmen.otra@example.pe');
    await page.reload();
    await expect(pendiente).toBeVisible();
    await expect(codigo).toHaveAccessibleDescription(/Nuevo correo: carmen\.otra@example\.pe/);
    await expect(correo).toHaveValue(anterior);
    await datos.getByRole('button', { name: 'Cancelar cambio' }).click();
    await expect(datos.getByText('Cancelamos el cambio. Tus datos de contacto siguen como estaban.')).toBeVisible();
    await expect(codigo).toHaveCount(0);
    await page.reload();
    await expect(correo).toHaveValue(anterior);
    await expect(codigo).toHaveCount(0);

    // Confirmed after a reload, with the code sent to the new e-mail.
    await cambiarCorreo('carmen.nueva@example.pe');
    await page.reload();
    await expect(pendiente).toBeVisible();
    await codigo.fill(codigoDe((await ultimoMensaje(request, 'carmen.nueva@example.pe'))?.cuerpo));
    await datos.getByRole('button', { name: 'Confirmar código' }).click();
    await expect(datos.getByText('Tu nuevo contacto quedó confirmado.')).toBeVisible();
    await expect(correo).toHaveValue('carmen.nueva@example.pe');
    await expect(datos.getByLabel('Contraseña actual')).toHaveCount(0);
    expect((await ultimoMensaje(request, anterior))?.asunto).toBe('Cambió el correo de tu cuenta de Beneficios');
    await page.reload();
    await expect(correo).toHaveValue('carmen.nueva@example.pe');
    await expect(pendiente).toHaveCount(0);
    // At 360 px the page, the code's field and its buttons included, fits the screen's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('la nueva contraseña guarda todo lo escrito y dice que admite 16 caracteres como máximo (360 px)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await iniciarSesion(page, CUENTA.documento, CUENTA.password, '/ecosistema');
    await page.goto('/ecosistema/configuracion');
    const clave = page.getByRole('region', { name: 'Cambiar contraseña' });
    const boton = clave.getByRole('button', { name: 'Cambiar contraseña' });
    const nueva = clave.getByLabel('Nueva contraseña');
    const maximo = clave.getByRole('alert').filter({ hasText: 'Debe tener máximo 16 caracteres' });
    await clave.getByLabel('Contraseña actual').fill(CUENTA.password);
    await nueva.pressSequentially('MiClaveSegura2026#');
    // Nothing is cut: the symbol typed last stays and its checklist item stays met.
    await expect(nueva).toHaveValue('MiClaveSegura2026#');
    await expect(clave.getByRole('listitem').filter({ hasText: 'Debe tener un carácter especial' })).toHaveAttribute(
      'data-met',
      'true',
    );
    // The maximum is said under the field while typing, and read with it.
    await expect(maximo).toBeVisible();
    await expect(nueva).toHaveAccessibleDescription(/Debe tener máximo 16 caracteres/);
    await expect(boton).toBeDisabled();
    await nueva.fill('MiClaveSegura20#');
    await expect(maximo).toHaveCount(0);
    await expect(boton).toBeEnabled();
  });

  test('cambia la contraseña y entra con la nueva', async ({ page }) => {
    await iniciarSesion(page, CUENTA.documento, CUENTA.password, '/ecosistema');
    await page.goto('/ecosistema/configuracion');
    const clave = page.getByRole('region', { name: 'Cambiar contraseña' });
    const boton = clave.getByRole('button', { name: 'Cambiar contraseña' });
    await clave.getByLabel('Contraseña actual').fill('Equivocada#1');
    await clave.getByLabel('Nueva contraseña').fill('corta');
    await expect(boton).toBeDisabled();
    await clave.getByLabel('Nueva contraseña').fill('Nueva#2026x');
    await expect(boton).toBeEnabled();
    await boton.click();
    await expect(clave.getByText('La contraseña actual no es correcta.')).toBeVisible();

    await clave.getByLabel('Contraseña actual').fill(CUENTA.password);
    await clave.getByLabel('Nueva contraseña').fill('Nueva#2026x');
    await boton.click();
    await expect(clave.getByText('Contraseña actualizada.')).toBeVisible();

    await page.evaluate(() => localStorage.clear());
    await page.goto('/inicia');
    await esperarFormularioActivo(page);
    await page.getByLabel('Número de documento').fill(CUENTA.documento);
    await page.getByLabel('Contraseña', { exact: true }).fill(CUENTA.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('Usuario o contraseña incorrectos')).toBeVisible();
    await iniciarSesion(page, CUENTA.documento, 'Nueva#2026x', '/ecosistema');
  });
});
