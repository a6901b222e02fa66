import { expect, test, type Locator, type Page } from '@playwright/test';

/** The customer's main paths on a 360 × 740 phone, asserting what a person sees: visible and inside the screen. */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

const JOSE = { documento: '41234567', password: 'Beneficio#2026', nombre: 'José Luis Rojas Flores' };

/** Visible and wholly inside the viewport, as the person sees it without scrolling sideways or hunting. */
async function expectOnScreen(locator: Locator) {
  await expect(locator).toBeVisible();
  await expect(locator).toBeInViewport({ ratio: 1 });
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
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
  const menu = await openMenu(page);
  const login = menu.getByRole('link', { name: 'Iniciar sesión' });
  await expectOnScreen(login);
  await expectOnScreen(menu.getByRole('link', { name: 'Activa tu cuenta' }));
  await login.tap();
  await expect(page).toHaveURL(/\/inicia$/);
  await expect(page).toHaveTitle('Inicia sesión · Beneficios');
  await page.getByLabel('Número de documento').fill(JOSE.documento);
  await page.getByLabel('Contraseña', { exact: true }).fill(JOSE.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).tap();
  await expect(page).toHaveURL(/\/ecosistema\/proteccion$/);
  await expectOnScreen(page.getByRole('heading', { level: 1 }));
});

test('un cliente llega a sus citas, su perfil y sus invitados desde el menú, y cierra sesión', async ({ page }) => {
  await page.goto('/inicia');
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

test('con una contraseña débil, tocar "Acepto los términos y condiciones" sí lo marca', async ({ page }) => {
  await page.goto('/registro/1');
  await page.getByLabel('Número de documento').fill('45678912');
  await page.getByLabel('Nombres').fill('María Fernanda');
  await page.getByRole('button', { name: 'Agregar Salud' }).click();
  await page.getByRole('button', { name: 'Siguiente' }).tap();
  const clave = page.getByLabel('Contraseña', { exact: true });
  await expect(clave).toBeVisible();
  await clave.fill('abc');
  const terminos = page.getByLabel('Acepto los términos y condiciones');
  await terminos.scrollIntoViewIfNeeded();
  // A real click: press, then release on the same spot, with the password field still focused.
  await terminos.click();
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
      return { texto: select.selectedOptions[0]!.text, ancho: context.measureText(select.selectedOptions[0]!.text).width, room };
    });
    expect(cabe.texto, ruta).toBe('DNI');
    expect(cabe.ancho, ruta).toBeLessThanOrEqual(cabe.room);
  }
});
