import { expect, test, type Page } from './support/fixtures.ts';
import { completarInicio, iniciarSesion } from './support/account';
import { elegirPrimerHorario, liberarCitas } from './support/ecosystem';

/** Elena's Salud plan includes psychology: a health booking for her or a relative that asks for the reason and the patient (no specialty). */
const ELENA = { documento: '44332211', password: 'Salud#Lima2026', destino: '/ecosistema/salud' };
const PSICOLOGIA = '/ecosistema/salud/psicologia';

// Each journey starts with no upcoming session, so the benefit's limits never decide what it sees.
test.beforeEach(({ request }) => liberarCitas(request, ELENA.documento, ELENA.password));
// …and ends with none either, for the suites that book for her after this one.
test.afterAll(({ request }) => liberarCitas(request, ELENA.documento, ELENA.password));
const TELEFONO = { width: 360, height: 740 };

for (const [ancho, uso, paciente] of [
  ['360 px, táctil', { viewport: TELEFONO, isMobile: true, hasTouch: true }, 'Lucía Gutiérrez'],
  ['1280 px', { viewport: { width: 1280, height: 800 }, hasTouch: true }, 'Mateo Gutiérrez'],
] as const) {
  test.describe(ancho, () => {
    test.use(uso);

    test(`tras un error, el nombre del paciente se escribe entero en su campo y llega así a la cita (${ancho})`, async ({
      page,
    }) => {
      await iniciarSesion(page, ELENA.documento, ELENA.password, ELENA.destino);
      await page.goto(PSICOLOGIA);
      const main = page.getByRole('main');

      await main.getByRole('radio', { name: 'Para un familiar (cónyuge o hijos)' }).check();
      await elegirPrimerHorario(page);
      await main.getByRole('button', { name: 'Agendar cita' }).click();
      const nombre = main.getByRole('textbox', { name: 'Nombre del paciente' });
      const motivo = main.getByRole('textbox', { name: 'Motivo de la consulta' });
      await expect(nombre).toHaveAccessibleDescription(/Ingresa el nombre del paciente\./);
      await expect(motivo).toHaveAccessibleDescription(/Cuéntanos el motivo de tu consulta\./);
      // The first field to correct is brought into view and focused.
      await expect(nombre).toBeFocused();

      // A person types letter by letter; each letter re-checks the field, and none may move the cursor elsewhere.
      await nombre.tap();
      await nombre.pressSequentially(paciente, { delay: 40 });
      await expect(nombre).toHaveValue(paciente);
      await expect(nombre).toBeFocused();
      await expect(motivo).toHaveValue('');
      // The corrected field loses its message; the one still wrong keeps it.
      await expect(nombre).not.toHaveAccessibleDescription(/Ingresa el nombre/);
      await expect(motivo).toHaveAccessibleDescription(/Cuéntanos el motivo/);

      await motivo.tap();
      await motivo.pressSequentially('Control anual', { delay: 20 });
      await expect(motivo).toHaveValue('Control anual');
      await expect(nombre).toHaveValue(paciente);

      await elegirPrimerHorario(page);
      const agenda = page.waitForResponse('**/api/agendamientos/AgregarAgendaSalud');
      await main.getByRole('button', { name: 'Agendar cita' }).click();
      const cita = ((await (await agenda).json()) as { data: { paciente: string; motivo: string } }).data;
      expect(cita.paciente).toBe(paciente);
      expect(cita.motivo).toBe('Control anual');
      await expect(main).toContainText(`Paciente: ${paciente}.`);

      // The saved appointment says the same in Citas.
      await main.getByRole('link', { name: 'Ver mis citas' }).click();
      await expect(page.getByRole('main')).toContainText(`Paciente: ${paciente}`);
    });
  });
}

test.describe('el borrador de la cita, en un teléfono de 360 px', () => {
  test.use({ viewport: TELEFONO, isMobile: true, hasTouch: true });

  /** Logs Jorge in on /inicia, where the expiry left him. */
  const ingresarDeNuevo = (page: Page) => completarInicio(page, ELENA.documento, ELENA.password);

  /** Half a booking: for a family member, with a reason and a slot, not yet sent. Returns the chosen time. */
  async function llenarAMedias(page: Page, paciente: string) {
    const main = page.getByRole('main');
    await main.getByRole('radio', { name: 'Para un familiar (cónyuge o hijos)' }).check();
    await main.getByRole('textbox', { name: 'Nombre del paciente' }).fill(paciente);
    await main.getByRole('textbox', { name: 'Motivo de la consulta' }).fill('Control anual');
    return elegirPrimerHorario(page);
  }

  async function esperarBorrador(page: Page, paciente: string, hora: string) {
    const main = page.getByRole('main');
    await expect(main.getByRole('radio', { name: 'Para un familiar (cónyuge o hijos)' })).toBeChecked();
    await expect(main.getByRole('textbox', { name: 'Nombre del paciente' })).toHaveValue(paciente);
    await expect(main.getByRole('textbox', { name: 'Motivo de la consulta' })).toHaveValue('Control anual');
    await expect(
      main.getByRole('radiogroup', { name: /Elige un horario/ }).getByRole('radio', { checked: true }),
    ).toHaveAttribute('value', hora);
  }

  test('una sesión que expira por inactividad no pierde la cita a medio llenar, que vuelve al iniciar sesión', async ({
    page,
  }) => {
    await iniciarSesion(page, ELENA.documento, ELENA.password, ELENA.destino);
    await page.goto(PSICOLOGIA);
    const hora = await llenarAMedias(page, 'Rosa Gutiérrez');

    // The customer leaves the phone: a ten-minute inactivity timeout from the next session start (a reload restores
    // it), which only the test's clock reaches (fake timers from the reload on).
    await page.clock.install();
    await page.evaluate(() => window.localStorage.setItem('beneficios:idle-ms', '600000'));
    await page.reload();
    await esperarBorrador(page, 'Rosa Gutiérrez', hora);
    const expirada = page.getByRole('alertdialog', { name: 'Tu sesión ha expirado' });
    await expect(expirada).toBeHidden();
    await page.clock.fastForward('10:05');
    await expect(expirada).toBeVisible();
    await page.evaluate(() => window.localStorage.removeItem('beneficios:idle-ms'));
    await expirada.getByRole('button', { name: 'Aceptar' }).click();

    // Logged in again, the customer is back on the benefit with everything as it was.
    await ingresarDeNuevo(page);
    await expect(page).toHaveURL(new RegExp(`${PSICOLOGIA}$`));
    await esperarBorrador(page, 'Rosa Gutiérrez', hora);

    const main = page.getByRole('main');
    const agenda = page.waitForResponse('**/api/agendamientos/AgregarAgendaSalud');
    await main.getByRole('button', { name: 'Agendar cita' }).click();
    expect(((await (await agenda).json()) as { data: { paciente: string; hora: string } }).data).toMatchObject({
      paciente: 'Rosa Gutiérrez',
      hora,
    });
    await expect(main).toContainText('Cita agendada.');

    // Booked: the draft is gone, the next visit starts empty.
    await page.reload();
    await expect(main.getByRole('radio', { name: 'Para mí' })).toBeChecked();
    await expect(main.getByRole('textbox', { name: 'Motivo de la consulta' })).toHaveValue('');
    expect(
      await page.evaluate(() => Object.keys(window.sessionStorage).filter((k) => k.startsWith('beneficios:borrador:'))),
    ).toEqual([]);
  });

  test('si la sesión terminó en el servidor, "Agendar cita" avisa y la cita sigue a medio llenar al volver', async ({
    page,
    request,
  }) => {
    const login = page.waitForResponse((r) => r.url().endsWith('/api/Login/IniciarSession'));
    const perfil = page.waitForResponse((r) => r.url().endsWith('/api/Login/obtenerSession'));
    await iniciarSesion(page, ELENA.documento, ELENA.password, ELENA.destino);
    const token = ((await (await login).json()) as { data: { token: string } }).data.token;
    const idUsuario = ((await (await perfil).json()) as { data: { idUsuario: string } }).data.idUsuario;
    await page.goto(PSICOLOGIA);
    const hora = await llenarAMedias(page, 'Mateo Gutiérrez');

    // The session ends on the server (it idled out, or another device closed it).
    await request.get(`/api/Login/Logout/${encodeURIComponent(idUsuario)}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    await page.getByRole('main').getByRole('button', { name: 'Agendar cita' }).click();
    const expirada = page.getByRole('alertdialog', { name: 'Tu sesión ha expirado' });
    await expect(expirada).toBeVisible();
    await expirada.getByRole('button', { name: 'Aceptar' }).click();

    await ingresarDeNuevo(page);
    await expect(page).toHaveURL(new RegExp(`${PSICOLOGIA}$`));
    await esperarBorrador(page, 'Mateo Gutiérrez', hora);
  });

  test('cerrar la sesión a propósito borra la cita a medio llenar', async ({ page }) => {
    await iniciarSesion(page, ELENA.documento, ELENA.password, ELENA.destino);
    await page.goto(PSICOLOGIA);
    await llenarAMedias(page, 'Ana Gutiérrez');
    await expect
      .poll(() =>
        page.evaluate(
          () => Object.keys(window.sessionStorage).filter((k) => k.startsWith('beneficios:borrador:')).length,
        ),
      )
      .toBe(1);

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await expect(page).toHaveURL(/\/inicia$/);
    expect(
      await page.evaluate(() => Object.keys(window.sessionStorage).filter((k) => k.startsWith('beneficios:borrador:'))),
    ).toEqual([]);

    await ingresarDeNuevo(page);
    await expect(page).toHaveURL(new RegExp(`${ELENA.destino}$`));
    await page.goto(PSICOLOGIA);
    const main = page.getByRole('main');
    await expect(main.getByRole('radio', { name: 'Para mí' })).toBeChecked();
    await expect(main.getByRole('textbox', { name: 'Motivo de la consulta' })).toHaveValue('');
  });
});

test('si la confirmación no salió, la página no dice que la enviamos (360 px)', async ({ page }) => {
  await page.setViewportSize(TELEFONO);
  await iniciarSesion(page, ELENA.documento, ELENA.password, ELENA.destino);
  // Past the hour's messages the server books, skips the confirmation and says so (server/test counts the hour).
  await page.route('**/api/agendamientos/AgregarAgendaSalud', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), confirmacionEnviada: false } });
  });
  await page.goto(PSICOLOGIA);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Motivo de la consulta' }).fill('Control anual');
  await elegirPrimerHorario(page);
  await main.getByRole('button', { name: 'Agendar cita' }).click();
  await expect(main.getByText('Cita agendada.')).toBeVisible();
  await expect(main).toContainText('Esta vez no pudimos enviarte la confirmación: puedes reenviarla más tarde.');
  await expect(main).not.toContainText('Te enviamos la confirmación por');
});
