import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './support/fixtures.ts';
import { apiErrors } from '../../app/api/schemas/errors.ts';
import { sealNewPassword, transformCredential } from '../../app/domain/credentials.ts';
import { iniciarSesion } from './support/account';
import { apiLogin } from './support/apiLogin';

// Still info banner while axe looks at the dialogs (see account-a11y.spec.ts).
test.use({ reducedMotion: 'reduce' });

const jose = { documento: '41234567', password: 'Beneficio#2026', destino: '/ecosistema/proteccion' };

/**
 * Logs in and returns the bearer token and user id the server issued (read from the page's own traffic), once the
 * landing page's own authorised call (its line in the activity log) has been answered: a token revoked before that
 * call would show the expired-session notice before the test's next action.
 */
async function iniciarYLeerToken(page: Page) {
  const loginResponse = page.waitForResponse((r) => r.url().endsWith('/api/Login/IniciarSession'));
  const profileResponse = page.waitForResponse((r) => r.url().endsWith('/api/Login/obtenerSession'));
  const landingLogged = page.waitForResponse(
    (r) => r.url().endsWith('/api/logUser/inserta') && r.request().postDataJSON()?.pagina === jose.destino,
  );
  await iniciarSesion(page, jose.documento, jose.password, jose.destino);
  await landingLogged;
  const { data } = (await (await loginResponse).json()) as { data: { token: string } };
  const perfil = (await (await profileResponse).json()) as { data: { idUsuario: string } };
  return { token: data.token, idUsuario: perfil.data.idUsuario };
}

/** Shortens the inactivity timeout for this page (see app/session/idleSettings.ts). */
async function acortarInactividad(page: Page, valor: string) {
  await page.addInitScript((v) => window.localStorage.setItem('beneficios:idle-ms', v), valor);
}

test('un token revocado muestra "Tu sesión ha expirado" y bloquea la página', async ({ page, request }) => {
  const { token, idUsuario } = await iniciarYLeerToken(page);
  const revocado = await request.get(`/api/Login/Logout/${encodeURIComponent(idUsuario)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(revocado.ok()).toBe(true);

  await page.reload();
  const modal = page.getByRole('alertdialog', { name: 'Tu sesión ha expirado' });
  await expect(modal).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('data-locked', 'true');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await modal.getByRole('button', { name: 'Aceptar' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/inicia$/);
  await expect(page.locator('#root')).not.toHaveAttribute('data-locked', 'true');
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});

test('con el token revocado, la siguiente acción dentro del portal muestra la sesión expirada', async ({
  page,
  request,
}) => {
  const { token, idUsuario } = await iniciarYLeerToken(page);
  await request.get(`/api/Login/Logout/${encodeURIComponent(idUsuario)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  // No reload: moving to another page is an authorised call (the activity log) that now answers 401.
  await page.getByRole('button', { name: /José/ }).click();
  await page.getByRole('link', { name: 'Configuración de perfil' }).click();
  const modal = page.getByRole('alertdialog', { name: 'Tu sesión ha expirado' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page).toHaveURL(/\/inicia$/);
});

/** Opens a page of the account menu, its API call answered by `respuesta` (a 401: the session ended on the server). */
async function abrirConRespuesta(page: Page, api: string, respuesta: { status: number; body: object }, enlace: string) {
  await page.route(`**/api/${api}`, (route) => route.fulfill({ status: respuesta.status, json: respuesta.body }));
  const respondida = page.waitForResponse(`**/api/${api}`);
  await page.getByRole('button', { name: /José/ }).click();
  await page.getByRole('link', { name: enlace }).click();
  await respondida;
}

test.describe('detrás del aviso de sesión expirada, la página calla', () => {
  test('«Mi seguro» no dice que sus datos no cargaron', async ({ page }) => {
    await iniciarSesion(page, jose.documento, jose.password, jose.destino);
    await abrirConRespuesta(page, 'Profile/MiSeguro', apiErrors.noAutorizado, 'Mi seguro');
    await expect(page.getByRole('alertdialog', { name: 'Tu sesión ha expirado' })).toBeVisible();
    await expect(page.getByText(/No pudimos cargar los datos de tu seguro/)).toHaveCount(0);
  });

  test('«Agregar invitados» no dice que se acabaron las licencias ni que no hay invitados', async ({ page }) => {
    await iniciarSesion(page, jose.documento, jose.password, jose.destino);
    await abrirConRespuesta(page, 'Login/ListarInvitados', apiErrors.noAutorizado, 'Agregar invitados');
    await expect(page.getByRole('alertdialog', { name: 'Tu sesión ha expirado' })).toBeVisible();
    await expect(page.getByText(/Ya usaste todas tus licencias/)).toHaveCount(0);
    await expect(page.getByText('Aún no has invitado a nadie.')).toHaveCount(0);
  });

  test('«Citas programadas» no dice que no hay citas', async ({ page }) => {
    await iniciarSesion(page, jose.documento, jose.password, jose.destino);
    await abrirConRespuesta(page, 'agendamientos/ListarCitas', apiErrors.noAutorizado, 'Citas Programadas');
    await expect(page.getByRole('alertdialog', { name: 'Tu sesión ha expirado' })).toBeVisible();
    await expect(page.getByText('No tienes citas programadas.')).toHaveCount(0);
  });

  test('una página de reserva no dice que no hay horarios', async ({ page }) => {
    await iniciarSesion(page, '43218765', 'Detecta+2026', '/ecosistema/detecta');
    await page.route('**/api/agendamientos/ObtenerCitasDisponibles', (route) =>
      route.fulfill({ status: apiErrors.noAutorizado.status, json: apiErrors.noAutorizado.body }),
    );
    const respondida = page.waitForResponse('**/api/agendamientos/ObtenerCitasDisponibles');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Telemedicina/ })
      .first()
      .click();
    await respondida;
    await expect(page.getByRole('alertdialog', { name: 'Tu sesión ha expirado' })).toBeVisible();
    await expect(page.getByText(/No hay horarios disponibles/)).toHaveCount(0);
  });
});

test.describe('si los datos no cargan, la página dice que fallaron', () => {
  test('«Mi seguro» lo dice', async ({ page }) => {
    await iniciarSesion(page, jose.documento, jose.password, jose.destino);
    await abrirConRespuesta(page, 'Profile/MiSeguro', apiErrors.errorInterno, 'Mi seguro');
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'No pudimos cargar los datos de tu seguro. Vuelve a intentarlo en unos minutos.',
    );
    await expect(page.getByRole('alertdialog', { name: 'Tu sesión ha expirado' })).toHaveCount(0);
  });

  test('«Agregar invitados» lo dice y sigue ofreciendo invitar, sin hablar de licencias agotadas', async ({ page }) => {
    await iniciarSesion(page, jose.documento, jose.password, jose.destino);
    await abrirConRespuesta(page, 'Login/ListarInvitados', apiErrors.errorInterno, 'Agregar invitados');
    const main = page.getByRole('main');
    await expect(main.getByText('Ocurrió un error inesperado.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Volver a intentar' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Invitar' })).toBeVisible();
    await expect(page.getByText(/Ya usaste todas tus licencias/)).toHaveCount(0);
  });
});

/** Changes the password as "Configuración de perfil" does, from another session: every other session ends. */
async function cambiarContrasena(request: APIRequestContext, token: string, actual: string, nueva: string) {
  const { token: tokenCaptcha } = (await (await request.get('/api/captcha/token?action=submit')).json()) as {
    token: string;
  };
  const respuesta = await request.post('/api/Profile/ActualizarPassword', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      claveActual: await transformCredential(actual, tokenCaptcha),
      claveNueva: await transformCredential(nueva, tokenCaptcha),
      claveRevision: sealNewPassword(nueva, tokenCaptcha),
      tokenCaptcha,
    },
  });
  expect(await respuesta.json()).toMatchObject({ codigo: 0 });
}

test.describe('en un teléfono de 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('una sesión cerrada desde otro dispositivo muestra "Tu sesión ha expirado" al abrir Citas', async ({
    page,
    request,
  }) => {
    await iniciarSesion(page, jose.documento, jose.password, jose.destino);
    // On another device the customer changes the password (and back): the session of this browser ends.
    const otroDispositivo = await apiLogin(request, jose.documento, jose.password);
    await cambiarContrasena(request, otroDispositivo, jose.password, 'Beneficio#2027');
    await cambiarContrasena(request, otroDispositivo, 'Beneficio#2027', jose.password);

    await page.goto('/ecosistema/citas');
    const modal = page.getByRole('alertdialog', { name: 'Tu sesión ha expirado' });
    await expect(modal).toBeVisible();
    await expect(modal).toBeInViewport();
    await expect(modal).toContainText('Al parecer has estado mucho tiempo desconectado, vuelve a iniciar sesion.');
    await expect(page.locator('#root')).toHaveAttribute('data-locked', 'true');
    // The customer reads why on the page they opened; the login form comes after "Aceptar".
    await expect(page).toHaveURL(/\/ecosistema\/citas$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeHidden();
    await modal.getByRole('button', { name: 'Aceptar' }).click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/inicia$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });

  test('sin una sesión guardada, abrir Citas lleva a /inicia sin aviso de sesión expirada', async ({ page }) => {
    await page.goto('/ecosistema/citas');
    await expect(page).toHaveURL(/\/inicia$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeVisible();
    await expect(page.getByRole('alertdialog', { name: 'Tu sesión ha expirado' })).toHaveCount(0);
  });
});

test('"Cerrar Sesión" en el menú de la persona cierra la sesión', async ({ page, request }) => {
  const { token } = await iniciarYLeerToken(page);
  await page.getByRole('button', { name: /José/ }).click();
  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/inicia$/);
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  const eventos = await page.evaluate(() => (window.dataLayer ?? []).map((e) => e.event));
  expect(eventos).toContain('cerrarSesion');
  const conTokenViejo = await request.get('/api/Login/obtenerSession', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(conTokenViejo.status()).toBe(401);
});

test('"Cerrar sesión" en el aviso de inactividad revoca el token, limpia el almacenamiento y lleva a /inicia', async ({
  page,
  request,
}) => {
  // The inactivity dialog offers "Cerrar sesión" too.
  await acortarInactividad(page, '60000,59000');
  const { token } = await iniciarYLeerToken(page);
  const aviso = page.getByRole('alertdialog', { name: '¿Sigues ahí?' });
  await expect(aviso).toBeVisible();
  await aviso.getByRole('button', { name: 'Cerrar sesión' }).click();

  await expect(page).toHaveURL(/\/inicia$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeVisible();
  const guardado = await page.evaluate(() =>
    ['token', 'user', 'modules', 'encuesta', 'preferences'].map((k) => window.localStorage.getItem(k)),
  );
  expect(guardado).toEqual([null, null, null, null, null]);
  const eventos = await page.evaluate(() => (window.dataLayer ?? []).map((e) => e.event));
  expect(eventos).toContain('cerrarSesion');
  const conTokenViejo = await request.get('/api/Login/obtenerSession', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(conTokenViejo.status()).toBe(401);
  await page.goto(jose.destino);
  await expect(page).toHaveURL(/\/inicia$/);
});

test('la inactividad avisa con cuenta regresiva, permite seguir conectado y luego cierra la sesión', async ({
  page,
}) => {
  // Ten minutes of inactivity with a one-minute warning, which only the test's clock reaches: time flows as usual
  // until the customer leaves the phone, then the clock jumps ahead (fake timers).
  await page.clock.install();
  await acortarInactividad(page, '600000,60000');
  await iniciarSesion(page, jose.documento, jose.password, jose.destino);

  const aviso = page.getByRole('alertdialog', { name: '¿Sigues ahí?' });
  await expect(aviso).toBeHidden();
  await page.clock.fastForward('09:05');
  await expect(aviso).toBeVisible();
  const segundos = Number((await aviso.textContent())?.match(/(\d+) segundos/)?.[1]);
  expect(segundos).toBeGreaterThanOrEqual(20);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await aviso.getByRole('button', { name: 'Seguir conectado' }).click();
  await expect(aviso).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${jose.destino}$`));

  // Without an answer the countdown runs out.
  await page.clock.fastForward('09:05');
  await expect(aviso).toBeVisible();
  const expirada = page.getByRole('alertdialog', { name: 'Tu sesión ha expirado' });
  await expect(expirada).toBeHidden();
  await page.clock.fastForward('01:00');
  await expect(expirada).toBeVisible();
  await expect(page).toHaveURL(/\/inicia$/);
  await expirada.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});

test('tras quince minutos sin uso, "Aceptar" en "Tu sesión ha expirado" deja el foco en el título de /inicia', async ({
  page,
}) => {
  // The build's own timing: fifteen minutes, the last one a warning. Only the test's clock reaches them.
  await page.clock.install();
  await iniciarSesion(page, jose.documento, jose.password, jose.destino);
  const aviso = page.getByRole('alertdialog', { name: '¿Sigues ahí?' });
  await page.clock.fastForward('14:05');
  await expect(aviso).toBeVisible();
  const expirada = page.getByRole('alertdialog', { name: 'Tu sesión ha expirado' });
  await page.clock.fastForward('01:00');
  await expect(expirada).toBeVisible();
  await expect(page).toHaveURL(/\/inicia$/);

  await expirada.getByRole('button', { name: 'Aceptar' }).click();
  await expect(expirada).toBeHidden();
  // As after "Cerrar Sesión": a keyboard or screen-reader user starts from the login page's heading, not the top.
  await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Número de documento')).toBeFocused();
});

test('el aviso de inactividad empieza en "Seguir conectado": Enter mantiene la sesión', async ({ page }) => {
  await acortarInactividad(page, '21000,20000');
  await iniciarSesion(page, jose.documento, jose.password, jose.destino);
  const aviso = page.getByRole('alertdialog', { name: '¿Sigues ahí?' });
  await expect(aviso).toBeVisible();
  await expect(aviso.getByRole('button', { name: 'Seguir conectado' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(aviso).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${jose.destino}$`));
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).not.toBeNull();
});
