import { expect, test, type Page } from './support/fixtures.ts';
import { CAMILA, MARIA, codigoDeActivacion, pasarPorElCodigo, ultimoId } from './support/activation';

async function llenarPasoUno(page: Page, documento: string, nombres: string) {
  await page.getByLabel('Número de documento').fill(documento);
  await page.getByLabel('Nombres').fill(nombres);
}

test.describe('activación de cuenta', () => {
  test('el paso 1 explica cada dato que falta', async ({ page }) => {
    await page.goto('/registro/1');
    const documento = page.getByLabel('Número de documento');
    await documento.fill('4567');
    await page.getByLabel('Nombres').click();
    await expect(page.getByRole('alert').filter({ hasText: 'Documento debe incluir 8 números' })).toBeVisible();
    await page.getByLabel('Nombres').fill('María 2');
    await documento.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Ingresar solo letras y espacios' })).toBeVisible();
    await page.getByLabel('Nombres').fill('');
    await documento.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Ingresar algun dato' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  });

  test('el paso 2 muestra cada mensaje de validación y solo habilita el botón con todo correcto', async ({
    page,
    request,
  }) => {
    await page.goto('/registro/1');
    await llenarPasoUno(page, '45678912', 'María Fernanda');
    await page.getByRole('button', { name: 'Agregar Salud' }).click();
    // The maximum of two insurances.
    await page.getByRole('button', { name: 'Agregar Vida Plus' }).click();
    // A third choice is refused (the button is aria-disabled, so a keyboard user presses it).
    await page.getByRole('button', { name: 'Agregar Hogar Plus' }).press('Enter');
    await expect(page.getByText('Puedes elegir como máximo 2 seguros.')).toBeVisible();
    await page.getByRole('button', { name: 'Quitar Vida Plus' }).click();
    await pasarPorElCodigo(page, request, MARIA.celular, () => page.getByRole('button', { name: 'Siguiente' }).click());

    const correo = page.getByLabel('Correo electrónico', { exact: true });
    await expect(correo).toBeVisible();
    // Step two takes the focus the pressed button had: a keyboard user goes on from there.
    await expect(page.getByRole('form', { name: 'Paso 2: contacto y contraseña' })).toBeFocused();
    const error = (texto: string) => page.getByRole('alert').filter({ hasText: texto });
    const activar = page.getByRole('button', { name: 'Activar cuenta' });

    await correo.fill('maria@correo');
    await correo.blur();
    await expect(error('Ingrese un correo válido.')).toBeVisible();
    await correo.fill('maria@example.pe');
    await expect(error('Ingrese un correo válido.')).toHaveCount(0);

    const confirmacion = page.getByLabel('Confirma tu correo electrónico');
    await confirmacion.fill('maria@example.com');
    await confirmacion.blur();
    await expect(error('Los correos no coinciden.')).toBeVisible();
    await confirmacion.fill('maria@example.pe');
    await expect(error('Los correos no coinciden.')).toHaveCount(0);

    const celular = page.getByLabel('Celular');
    await celular.fill('98765');
    await celular.blur();
    await expect(error('Ingrese un número válido.')).toBeVisible();
    await celular.fill('abc987654321');
    await expect(celular).toHaveValue('987654321');
    await expect(error('Ingrese un número válido.')).toHaveCount(0);

    const clave = page.getByLabel('Contraseña', { exact: true });
    // Over 16 characters: all of it stays, and the field says the maximum while it is typed, before it is left.
    await clave.pressSequentially('MiClaveSegura2026#');
    await expect(clave).toHaveValue('MiClaveSegura2026#');
    await expect(error('Debe tener máximo 16 caracteres')).toBeVisible();
    await expect(activar).toBeDisabled();
    const casos: [string, string][] = [
      ['Ab#1', 'Debe tener mínimo 8 caracteres'],
      ['abcdefgh1', 'Debe tener un carácter especial'],
      ['abcdefgh#', 'Debe tener letras y números'],
      ['abc defg#1', 'Solo se permiten letras, números y los símbolos'],
      ['Abcdefgh#12345678', 'Debe tener máximo 16 caracteres'],
    ];
    for (const [valor, mensaje] of casos) {
      await clave.fill(valor);
      await clave.blur();
      await expect(error(mensaje)).toBeVisible();
      await expect(activar).toBeDisabled();
    }
    await clave.fill('Salud#2026');
    await expect(page.getByRole('alert').filter({ hasText: /Debe|Solo se permiten/ })).toHaveCount(0);

    const terminos = page.getByLabel('Acepto los términos y condiciones');
    const enlaceTerminos = page.getByRole('link', { name: 'términos y condiciones' });
    // The terms open from their box's link, without ticking it; closed without "Aceptar", they leave it unticked.
    await enlaceTerminos.click();
    const textoTerminos = page.getByRole('dialog', { name: 'Términos y condiciones' });
    await expect(textoTerminos).toBeVisible();
    await expect(terminos).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(textoTerminos).toBeHidden();
    await expect(terminos).not.toBeChecked();
    // Passing the box and its link by keyboard without ticking it says why the button stays disabled; the link,
    // where one goes to read the terms, is still the box's own.
    await expect(error('Debe aceptar los términos y condiciones')).toHaveCount(0);
    await terminos.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'términos y condiciones' })).toBeFocused();
    await expect(error('Debe aceptar los términos y condiciones')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(error('Debe aceptar los términos y condiciones')).toBeVisible();
    await terminos.check();
    await expect(error('Debe aceptar los términos y condiciones')).toHaveCount(0);
    await terminos.uncheck();
    await expect(error('Debe aceptar los términos y condiciones')).toBeVisible();
    await expect(activar).toBeDisabled();
    // Read, then accepted with the dialog's "Aceptar": that ticks the box. The data-protection box is optional.
    await enlaceTerminos.click();
    await textoTerminos.getByRole('button', { name: 'Aceptar' }).click();
    await expect(textoTerminos).toBeHidden();
    await expect(terminos).toBeChecked();
    await expect(error('Debe aceptar los términos y condiciones')).toHaveCount(0);
    await expect(page.getByLabel('Acepto la política de protección de datos personales')).not.toBeChecked();
    await expect(activar).toBeEnabled();
  });

  test.describe('a 360 px, un toque en «Activar cuenta» atenuado dice qué falta y lleva al primer dato por corregir', () => {
    test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

    test('paso 2: el correo y los términos', async ({ page, request }) => {
      await page.goto('/registro/1');
      await llenarPasoUno(page, MARIA.documento, 'María Fernanda');
      await page.getByRole('button', { name: 'Agregar Salud' }).tap();
      await pasarPorElCodigo(page, request, MARIA.celular, () => page.getByRole('button', { name: 'Siguiente' }).tap());
      const correo = page.getByLabel('Correo electrónico', { exact: true });
      // The step has arrived (its short "Cargando" is gone) when its form takes the focus.
      await expect(page.getByRole('form', { name: 'Paso 2: contacto y contraseña' })).toBeFocused();
      await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
      await page.getByRole('button', { name: 'Activar cuenta' }).tap({ force: true });
      await expect(
        page.getByRole('alert').filter({ hasText: 'Debe aceptar los términos y condiciones' }),
      ).toBeVisible();
      await expect(correo).toBeFocused();
    });
  });

  test('lo escrito mientras se envía el paso 1 cede ante los datos a los que llegó el código', async ({ page }) => {
    await page.goto('/registro/1');
    await llenarPasoUno(page, MARIA.documento, 'María Fernanda');
    await page.getByRole('button', { name: 'Agregar Salud' }).click();
    // Step 1's answer is held until the customer has written another document.
    let soltar!: () => void;
    const escrito = new Promise<void>((resolve) => (soltar = resolve));
    await page.route('**/Register/RegistroPaso1', async (route) => {
      await escrito;
      await route.continue();
    });
    const enviado = page.waitForRequest('**/Register/RegistroPaso1');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await enviado;
    const documento = page.getByLabel('Número de documento');
    await documento.fill('41234567');
    await expect(documento).toHaveValue('41234567');
    soltar();

    await expect(page.getByText(/^Te enviamos un código de 6 dígitos/)).toBeVisible();
    await page.getByRole('button', { name: 'Corregir mis datos' }).click();
    await expect(documento).toHaveValue(MARIA.documento);
    await expect(page.getByRole('button', { name: 'Quitar Salud' })).toBeVisible();
  });

  test('"Corregir mis datos" devuelve el paso 1 con el foco en su formulario', async ({ page }) => {
    await page.goto('/registro/1');
    await llenarPasoUno(page, MARIA.documento, 'María Fernanda');
    await page.getByRole('button', { name: 'Agregar Salud' }).click();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText(/^Te enviamos un código de 6 dígitos/)).toBeVisible();

    // A keyboard user presses the link: it goes away with the code step, and the form it brings back takes its focus.
    await page.getByRole('button', { name: 'Corregir mis datos' }).press('Enter');
    await expect(page.getByRole('form', { name: 'Paso 1: tus datos' })).toBeFocused();
    await expect(page.getByLabel('Nombres')).toHaveValue('María Fernanda');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Tipo de documento')).toBeFocused();
  });

  test('si la consulta del documento falla mientras se escriben los nombres, su aviso no se lleva lo que se escribe', async ({
    page,
  }) => {
    await page.goto('/registro/1');
    // The registry answers only once the person is typing in the next field, and then fails.
    let soltar!: () => void;
    const escribiendo = new Promise<void>((resolve) => (soltar = resolve));
    await page.route('**/Register/ValidarUsuario', async (route) => {
      await escribiendo;
      await route.abort();
    });
    const consultado = page.waitForRequest('**/Register/ValidarUsuario');
    await page.getByLabel('Número de documento').fill(MARIA.documento);
    const nombres = page.getByLabel('Nombres');
    await nombres.click();
    await consultado;
    await page.keyboard.type('María');
    soltar();

    // The failure is said (an alert), and the person's typing goes on in "Nombres".
    await expect(page.getByRole('alert').filter({ hasText: 'Error en el registro' })).toBeVisible();
    await page.keyboard.type(' Fernanda');
    await expect(nombres).toHaveValue('María Fernanda');
    await expect(nombres).toBeFocused();
  });

  test('45678912 activa su cuenta con el código enviado a su celular registrado y entra a su ecosistema de salud', async ({
    page,
    request,
  }) => {
    await page.goto('/registro/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Activa tu cuenta' })).toBeVisible();
    await llenarPasoUno(page, '45678912', 'María Fernanda');
    // Leaving the document field looks the customer up: a policy holder sees the whole list.
    await expect(page.getByRole('button', { name: 'Agregar Salud' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Agregar Invitado Cursos online con certificación o telemedicina' }),
    ).toHaveCount(0);
    const siguiente = page.getByRole('button', { name: 'Siguiente' });
    await expect(siguiente).toBeDisabled();
    await page.getByRole('button', { name: 'Agregar Salud' }).click();
    await expect(siguiente).toBeEnabled();
    const antes = await ultimoId(request, MARIA.celular);
    await siguiente.click();

    // The code goes to the phone and e-mail the lender holds, shown masked; nothing is created yet.
    await expect(
      page.getByText(
        'Te enviamos un código de 6 dígitos por SMS al celular •••• ••• 320 y por correo a m•••@example.pe. Vence en 15 minutos.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Paso 1')).toBeVisible();
    await page.getByLabel('Código de verificación').fill(await codigoDeActivacion(request, MARIA.celular, antes));
    await page.getByRole('button', { name: 'Confirmar código' }).click();

    await expect(page.getByText('Cargando')).toBeVisible();
    await expect(page.getByLabel('Correo electrónico', { exact: true })).toBeVisible();
    await page.getByLabel('Correo electrónico', { exact: true }).fill('maria.quispe@example.pe');
    await page.getByLabel('Confirma tu correo electrónico').fill('maria.quispe@example.pe');
    await page.getByLabel('Celular').fill('987001122');
    await page.getByLabel('Contraseña', { exact: true }).fill('Salud#2026');
    await page.getByLabel('Acepto los términos y condiciones').check();
    await page.getByRole('button', { name: 'Activar cuenta' }).click();

    await expect(page).toHaveURL(/\/ecosistema\/salud$/);
    // The session is real: a reload keeps it.
    await page.reload();
    await expect(page).toHaveURL(/\/ecosistema\/salud$/);
  });

  // Camila is invited (45000222); her host gave the phone her code goes to.
  test('a 360 px, la invitada activa su cuenta: código a su celular, código errado, uno nuevo tras la espera', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.clock.install();
    await page.goto('/registro/1');
    await llenarPasoUno(page, CAMILA.documento, 'Camila');
    await page.getByRole('button', { name: 'Agregar Invitado Cursos online con certificación o telemedicina' }).click();
    const antes = await ultimoId(request, CAMILA.celular);
    await page.getByRole('button', { name: 'Siguiente' }).click();

    const enviado = page.getByText(/^Te enviamos un código de 6 dígitos por SMS al celular •••• ••• 000/);
    await expect(enviado).toBeInViewport();
    const codigo = await codigoDeActivacion(request, CAMILA.celular, antes);
    const campo = page.getByLabel('Código de verificación');
    const confirmar = page.getByRole('button', { name: 'Confirmar código' });
    const errado = codigo === '000000' ? '111111' : '000000';

    // A wrong code says how many tries are left, on the field, where the person is looking.
    await campo.fill(errado);
    await confirmar.click();
    const aviso = page.getByRole('alert').filter({ hasText: 'El código no es correcto. Te quedan 4 intentos.' });
    await expect(aviso).toBeInViewport();
    await expect(campo).toBeFocused();
    for (const quedan of ['3 intentos', '2 intentos', '1 intento']) {
      await campo.fill(errado);
      await confirmar.click();
      await expect(
        page.getByRole('alert').filter({ hasText: `Te ${quedan === '1 intento' ? 'queda' : 'quedan'} ${quedan}.` }),
      ).toBeVisible();
    }
    await campo.fill(errado);
    await confirmar.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Superaste los intentos para este código. Pide un código nuevo.' }),
    ).toBeVisible();
    // Even the right code no longer opens this attempt.
    await campo.fill(codigo);
    await confirmar.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Superaste los intentos para este código.' })).toBeVisible();

    // Another code comes after a visible wait.
    const reenviar = page.getByRole('button', { name: 'Reenviar código' });
    await expect(reenviar).toBeDisabled();
    await expect(page.getByText(/^¿No te llegó\? Podrás pedir otro código en \d+ s\.$/)).toBeVisible();
    await page.clock.fastForward('01:01');
    await expect(page.getByText('¿No te llegó? Pide otro código.')).toBeVisible();
    const antesDelNuevo = await ultimoId(request, CAMILA.celular);
    await reenviar.click();
    await expect(page.getByText('Te enviamos un código nuevo. Ingresa el último que recibiste.')).toBeVisible();
    await expect(campo).toHaveValue('');
    await expect(campo).toBeFocused();
    await expect(reenviar).toBeDisabled();
    await campo.fill(await codigoDeActivacion(request, CAMILA.celular, antesDelNuevo));
    await confirmar.click();

    const correo = page.getByLabel('Correo electrónico', { exact: true });
    await expect(correo).toBeVisible();
    await expect(page.getByText('Paso 2')).toBeVisible();
    await correo.fill('camila.nueva@example.pe');
    await page.getByLabel('Confirma tu correo electrónico').fill('camila.nueva@example.pe');
    await page.getByLabel('Celular').fill('987650001');
    await page.getByLabel('Contraseña', { exact: true }).fill('Invitada#2026');
    await page.getByLabel('Acepto los términos y condiciones').check();
    await page.getByRole('button', { name: 'Activar cuenta' }).click();
    await expect(page).toHaveURL(/\/ecosistema$/);
  });

  test('41234567 ya tiene cuenta: aviso amarillo con enlaces para ingresar o restablecer la contraseña', async ({
    page,
  }) => {
    await page.goto('/registro/1');
    await llenarPasoUno(page, '41234567', 'José Luis');
    await page.getByRole('button', { name: 'Agregar Protección de Tarjeta' }).click();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    const aviso = page.getByRole('alert').filter({ hasText: 'Ya existe un usuario con este documento.' });
    await expect(aviso).toBeVisible();
    await expect(aviso.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/inicia');
    await expect(aviso.getByRole('link', { name: 'restablece tu contraseña' })).toHaveAttribute('href', '/password');
  });

  test('un documento desconocido solo puede elegir la opción de invitado', async ({ page }) => {
    await page.goto('/registro/1');
    await llenarPasoUno(page, '49999999', 'Ana');
    const invitado = page.getByRole('button', {
      name: 'Agregar Invitado Cursos online con certificación o telemedicina',
    });
    await expect(invitado).toBeVisible();
    await expect(page.getByRole('button', { name: 'Agregar Salud' })).toHaveCount(0);
  });

  test('los datos del paso 1 se conservan al recargar la pestaña', async ({ page }) => {
    await page.goto('/registro/1');
    await llenarPasoUno(page, '45678912', 'María Fernanda');
    await page.getByRole('button', { name: 'Agregar Salud' }).click();
    await page.reload();
    await expect(page.getByLabel('Número de documento')).toHaveValue('45678912');
    await expect(page.getByLabel('Nombres')).toHaveValue('María Fernanda');
    await expect(page.getByRole('button', { name: 'Quitar Salud' })).toBeVisible();
  });

  test('/registro/ toma el documento del estado de navegación y consulta sus seguros', async ({ page }) => {
    // What the landing's quick form hands over: React Router keeps it in history.state.usr.
    await page.goto('/inicia');
    await page.evaluate(() => {
      window.history.pushState(
        { usr: { identificacion: '49999999', tipoIdentificacion: 8 }, key: 'rapido', idx: 1 },
        '',
        '/registro/',
      );
    });
    await page.reload();
    await expect(page.getByLabel('Número de documento')).toHaveValue('49999999');
    await expect(page.getByLabel('Tipo de documento')).toHaveValue('8');
    await expect(
      page.getByRole('button', { name: 'Agregar Invitado Cursos online con certificación o telemedicina' }),
    ).toBeVisible();
  });
});
