import { expect, test, type Locator, type Page } from './support/fixtures.ts';
import { esperarFormularioActivo, esperarPaginaInteractiva, iniciarSesion } from './support/account';
import { MARIA, pasarPorElCodigo } from './support/activation';
import { elegirPrimerHorario } from './support/ecosystem';
import { bookVideoRoom, endRoom } from './support/roomBooking';

/** The customer's main paths on a 360 × 740 phone, asserting what a person sees: visible and inside the screen. */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

const JOSE = { documento: '41234567', password: 'Beneficio#2026', nombre: 'José Luis Rojas Flores' };

/** Visible and wholly inside the viewport, as the person sees it without scrolling sideways or hunting. */
async function expectOnScreen(locator: Locator) {
  await expect(locator).toBeVisible();
  await expect(locator).toBeInViewport({ ratio: 1 });
  // Measured until it holds: a page that arrives after login replaces its elements, and a box read in between is null.
  await expect(async () => {
    const box = await locator.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  }).toPass();
}

/**
 * /registro/1 arrives prerendered: what is typed before React has taken over its fields is reset by hydration, so a
 * person's typing starts once the document field belongs to React.
 */
async function esperarCamposActivos(page: Page) {
  await page.waitForFunction(() => {
    const campo = document.querySelector('main input');
    return campo !== null && Object.keys(campo).some((key) => key.startsWith('__reactProps'));
  });
}

async function openMenu(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Abrir menú' }).tap();
  const menu = page.getByRole('navigation', { name: 'Menú' });
  await expect(menu).toBeVisible();
  return menu;
}

test('un visitante inicia sesión desde la portada usando solo el menú de la cabecera', async ({ page }) => {
  await page.goto('/');
  await expectOnScreen(page.getByRole('banner').getByRole('button', { name: 'Abrir menú' }));
  // The journey starts once the page answers (a tap made before is repeated then: see first-paint.spec.ts).
  await esperarPaginaInteractiva(page);
  const menu = await openMenu(page);
  const login = menu.getByRole('link', { name: 'Iniciar sesión' });
  await expectOnScreen(login);
  await expectOnScreen(menu.getByRole('link', { name: 'Activa tu cuenta' }));
  await login.tap();
  await expect(page).toHaveURL(/\/inicia$/);
  await expect(page).toHaveTitle('Inicia sesión · Beneficios');
  await esperarFormularioActivo(page);
  await page.getByLabel('Número de documento').fill(JOSE.documento);
  await page.getByLabel('Contraseña', { exact: true }).fill(JOSE.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).tap();
  await expect(page).toHaveURL(/\/ecosistema\/proteccion$/);
  await expectOnScreen(page.getByRole('heading', { level: 1 }));
});

test('un cliente llega a sus citas, su perfil y sus invitados desde el menú, y cierra sesión', async ({ page }) => {
  await page.goto('/inicia');
  await esperarFormularioActivo(page);
  await page.getByLabel('Número de documento').fill(JOSE.documento);
  await page.getByLabel('Contraseña', { exact: true }).fill(JOSE.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).tap();
  await expect(page).toHaveURL(/\/ecosistema\/proteccion$/);

  const destinos = [
    { entrada: 'Citas Programadas', url: /\/ecosistema\/citas$/, titulo: 'Citas programadas' },
    { entrada: 'Configuración de perfil', url: /\/ecosistema\/configuracion$/, titulo: 'Configuración de perfil' },
    { entrada: 'Agregar invitados', url: /\/ecosistema\/invitados$/, titulo: 'Agregar invitados' },
  ];
  for (const { entrada, url, titulo } of destinos) {
    const menu = await openMenu(page);
    await expectOnScreen(menu.getByText(JOSE.nombre));
    const enlace = menu.getByRole('link', { name: entrada });
    await expectOnScreen(enlace);
    await enlace.tap();
    await expect(page).toHaveURL(url);
    await expect(menu).toBeHidden();
    await expectOnScreen(page.getByRole('heading', { level: 1, name: titulo }));
    // The menu's link is gone with the menu: the new page's heading takes the focus, and a screen reader reads it.
    await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeFocused();
    await expect(page).toHaveTitle(`${titulo} · Beneficios`);
  }

  // Escape closes the menu and leaves the focus on its button.
  await openMenu(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Menú' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeFocused();

  const menu = await openMenu(page);
  const salir = menu.getByRole('button', { name: 'Cerrar Sesión' });
  await expectOnScreen(salir);
  await salir.tap();
  await expect(page).toHaveURL(/\/(inicia)?$/);
  const otraVez = await openMenu(page);
  await expect(otraVez.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
});

test('en el paso 1, un documento que ya tiene cuenta muestra el aviso dentro de la pantalla', async ({ page }) => {
  await page.goto('/registro/1');
  await esperarCamposActivos(page);
  await page.getByLabel('Número de documento').fill(JOSE.documento);
  await page.getByLabel('Nombres').fill('José Luis');
  await page.getByRole('button', { name: 'Agregar Protección de Tarjeta' }).tap();
  const siguiente = page.getByRole('button', { name: 'Siguiente' });
  await siguiente.tap();
  // The button is far below the top of the form: the notice is brought to the screen and takes the focus.
  const aviso = page.getByRole('alert').filter({ hasText: 'Ya existe un usuario con este documento.' });
  await expectOnScreen(aviso);
  await expect(page.locator(':focus')).toContainText('Ya existe un usuario con este documento.');
});

test('un toque justo después de dejar un campo mal escrito llega a su control: la opción de seguro y los términos', async ({
  page,
  request,
}) => {
  await page.goto('/registro/1');
  await esperarCamposActivos(page);
  await page.getByLabel('Número de documento').fill('45678912');
  const nombres = page.getByLabel('Nombres');
  await nombres.fill('María 2');
  // A touch tap: the finger lifts, then the focus leaves the field and its message appears; the tap still counts.
  await page.getByRole('button', { name: 'Agregar Salud' }).tap();
  await expect(page.getByRole('button', { name: 'Quitar Salud' })).toBeVisible();
  await expect(page.getByText('Ingresar solo letras y espacios')).toBeVisible();
  await nombres.fill('María Fernanda');
  await pasarPorElCodigo(
    page,
    request,
    MARIA.celular,
    () => page.getByRole('button', { name: 'Siguiente' }).tap(),
    (boton) => boton.tap(),
  );
  const clave = page.getByLabel('Contraseña', { exact: true });
  await expect(clave).toBeVisible();
  await clave.fill('abc');
  const terminos = page.getByLabel('Acepto los términos y condiciones');
  await terminos.scrollIntoViewIfNeeded();
  await terminos.tap();
  await expect(terminos).toBeChecked();
  await expect(page.getByRole('alert').filter({ hasText: 'Debe tener mínimo 8 caracteres' })).toBeVisible();
});

test('el tipo de documento muestra "DNI" completo', async ({ page }) => {
  for (const ruta of ['/', '/registro/1', '/password']) {
    await page.goto(ruta);
    const tipo = page.getByRole('combobox', { name: 'Tipo de documento' });
    await expect(tipo).toBeVisible();
    const cabe = await tipo.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return {
        texto: select.selectedOptions[0]!.text,
        ancho: context.measureText(select.selectedOptions[0]!.text).width,
        room,
      };
    });
    expect(cabe.texto, ruta).toBe('DNI');
    expect(cabe.ancho, ruta).toBeLessThanOrEqual(cabe.room);
  }
});

/**
 * Taps a submit button the way a person who scrolled down to it does: `edge` 'start' leaves the button at the top of
 * the screen (the fields above it are out of sight), 'end' at the bottom (anything drawn below it is out of sight).
 */
async function tapFrom(button: Locator, edge: 'start' | 'end') {
  await button.evaluate((element, block) => element.scrollIntoView({ block }), edge);
  await expect(button).toBeInViewport({ ratio: 0.9 });
  await button.tap();
}

/** The answer to a submit is on screen and holds the focus, so the person (and a screen reader) is taken to it. */
async function expectRevealed(page: Page, message: Locator, text: string) {
  await expectOnScreen(message);
  await expect(page.locator(':focus')).toContainText(text);
}

test.describe('los errores aparecen donde la persona está mirando', () => {
  test('invitados: el dato mal escrito y la respuesta del servidor', async ({ page }) => {
    await iniciarSesion(page, JOSE.documento, JOSE.password, '/ecosistema/proteccion');
    await page.goto('/ecosistema/invitados');
    const main = page.getByRole('main');
    const numero = main.getByLabel('Número de documento del invitado');
    await numero.fill('4711');
    await main.getByLabel('Nombres del invitado').fill('Lucía Andrea');
    const invitar = main.getByRole('button', { name: 'Invitar' });
    await tapFrom(invitar, 'start');
    await expectOnScreen(main.getByRole('alert').filter({ hasText: 'Documento debe incluir 8 números' }));
    await expect(numero).toBeFocused();

    // An account's own document is refused by the server: the answer below the button comes up to the screen.
    await numero.fill(JOSE.documento);
    await main.getByLabel('Celular del invitado').fill('912000111');
    await tapFrom(invitar, 'end');
    const yaExiste = 'Este documento ya tiene una cuenta o invitación.';
    await expectRevealed(page, main.getByRole('alert').filter({ hasText: yaExiste }), yaExiste);
  });

  test('configuración de perfil: el nombre mal escrito y la respuesta al guardar', async ({ page }) => {
    await iniciarSesion(page, JOSE.documento, JOSE.password, '/ecosistema/proteccion');
    await page.goto('/ecosistema/configuracion');
    const datos = page.getByRole('region', { name: 'Datos personales' });
    const nombres = datos.getByLabel('Nombres');
    const original = await nombres.inputValue();
    await nombres.fill('José 2');
    const guardar = datos.getByRole('button', { name: 'Guardar datos' });
    await tapFrom(guardar, 'start');
    await expectOnScreen(datos.getByRole('alert').filter({ hasText: /letras/ }));
    await expect(nombres).toBeFocused();

    await nombres.fill(original);
    await tapFrom(guardar, 'end');
    await expectRevealed(
      page,
      datos.getByRole('status').filter({ hasText: 'Datos actualizados.' }),
      'Datos actualizados.',
    );
  });

  test('reserva: la especialidad que falta y la respuesta del servidor', async ({ page }) => {
    await iniciarSesion(page, '43218765', 'Detecta+2026', '/ecosistema/detecta');
    await page.goto('/ecosistema/detecta/telemedicina');
    const main = page.getByRole('main');
    await elegirPrimerHorario(page);
    const agendar = main.getByRole('button', { name: 'Agendar videoconsulta' });
    await tapFrom(agendar, 'start');
    await expectOnScreen(main.getByRole('alert').filter({ hasText: 'Elige la especialidad de tu consulta.' }));
    // A radio group takes the focus on its first choice, so the arrow keys go on from there.
    const especialidad = main.getByRole('group', { name: 'Especialidad' });
    await expect(especialidad.getByRole('radio').first()).toBeFocused();

    // The slot is taken meanwhile: the server's answer comes up to the screen, and nothing is booked.
    await page.route('**/api/agendamientos/AgregarAgendaSalud', (route) =>
      route.fulfill({ json: { codigo: 1, mensaje: 'El horario elegido ya no está disponible.', data: null } }),
    );
    await especialidad.getByRole('radio', { name: 'Medicina general' }).check();
    await main.getByRole('textbox', { name: 'Motivo de la consulta' }).fill('Dolor de cabeza');
    await elegirPrimerHorario(page);
    await tapFrom(agendar, 'end');
    const ocupado = 'El horario elegido ya no está disponible.';
    await expectRevealed(page, main.getByRole('alert').filter({ hasText: ocupado }), ocupado);

    // Booked for real; the resend's answer comes up to the screen from a button at its bottom edge.
    await page.unroute('**/api/agendamientos/AgregarAgendaSalud');
    await elegirPrimerHorario(page);
    await tapFrom(agendar, 'end');
    await expect(main.getByText('Cita agendada.')).toBeVisible();
    await main.getByRole('radio', { name: 'SMS' }).check();
    await tapFrom(main.getByRole('button', { name: 'Reenviar confirmación' }), 'end');
    const enviada = 'Te enviamos la confirmación.';
    await expectRevealed(page, main.getByRole('status').filter({ hasText: enviada }), enviada);
  });

  test('sala de videoconsulta: el documento incompleto y el que no es de la cita', async ({ page, request }) => {
    const sala = await bookVideoRoom(request);
    try {
      await page.goto(sala.linkSala);
      const numero = page.getByRole('textbox', { name: 'Número de documento' });
      await numero.fill('123');
      const ingresar = page.getByRole('button', { name: 'Ingresar a la consulta' });
      await tapFrom(ingresar, 'start');
      await expectOnScreen(page.getByRole('alert').filter({ hasText: 'Documento debe incluir 8 números' }));
      await expect(numero).toBeFocused();

      await numero.fill('12345678');
      await tapFrom(ingresar, 'end');
      const ajeno = 'El documento no corresponde a esta consulta.';
      await expectRevealed(page, page.getByRole('alert').filter({ hasText: ajeno }), ajeno);
    } finally {
      await endRoom(request, sala.idSala);
    }
  });
});
