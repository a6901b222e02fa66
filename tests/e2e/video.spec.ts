import { expect, test, type Page } from './support/fixtures.ts';
import { personalRoomLink } from '../../app/pages/video/roomAddress.ts';
import { fullBrowserWithFakeCamera } from '../chromium.ts';
import { expectAccessibleAtBothWidths } from './support/axeWidths.ts';
import { formatAppointmentDateTime } from '../../ui/SlotPicker/formatDate.ts';
import { yearInLima } from '../../app/domain/limaCalendar.ts';
import { iniciarSesion } from './support/account.ts';
import { liberarCitas } from './support/ecosystem.ts';
import { PACIENTE, bookVideoRoom, endRoom, enLaHoraDeLaCita, relojDelServidor } from './support/roomBooking.ts';

// A fake camera and microphone: the machine has none. Permission stays with each test.
test.use({
  launchOptions: fullBrowserWithFakeCamera,
});
// Tests that enter a room put the server at the appointment's hour (its room's window); the next test starts at real time.
test.afterEach(async ({ request }) => relojDelServidor(request, null));

async function ingresarDocumento(page: Page, documento: string) {
  await expect(page.getByRole('heading', { name: 'Confirma tu identidad' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Número de documento' }).fill(documento);
  await page.getByRole('button', { name: 'Ingresar a la consulta' }).click();
}

test('con su documento y la cámara permitida, el paciente entra a la sala y la finaliza', async ({
  page,
  context,
  request,
}) => {
  // A booking, the room twice and six axe runs (three states at two widths): about 20 s on an idle machine, 45 s in a
  // full test run.
  test.setTimeout(90_000);
  const sala = await bookVideoRoom(request);
  await enLaHoraDeLaCita(page, request, sala);
  await context.grantPermissions(['camera', 'microphone']);

  await page.goto(sala.linkSala);
  await expect(page.getByRole('heading', { level: 1, name: 'Videoconsulta' })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await ingresarDocumento(page, PACIENTE.documento);

  const marco = page.getByTitle('Sala de videoconsulta con tu especialista');
  await expect(marco).toBeVisible();
  // The button pressed is gone with its step: the room's frame takes the focus.
  await expect(marco).toBeFocused();
  await expect(marco).toHaveCSS('height', '600px');
  const sala1 = page.frameLocator('iframe[title="Sala de videoconsulta con tu especialista"]');
  // The room names the consultation, never its id.
  await expect(sala1.getByRole('heading', { name: 'Videoconsulta: Telemedicina · Medicina general' })).toBeVisible();
  await expect(sala1.locator('body')).not.toContainText(sala.idSala);
  await expect(sala1.getByRole('status')).toHaveText('Cámara conectada. El especialista se unirá en breve.');
  await expectAccessibleAtBothWidths(page);

  await page.getByRole('button', { name: 'Finalizar' }).click();
  await page
    .getByRole('dialog', { name: '¿Finalizar la videoconsulta?' })
    .getByRole('button', { name: 'Sí, finalizar' })
    .click();
  await expect(
    page.getByText('Has terminado tu sesión, recuerda que puedes volver a agendar tu asistencia en cualquier momento.'),
  ).toBeVisible();
  await expect(marco).toHaveCount(0);
  await expectAccessibleAtBothWidths(page);

  // The room is finished for the provider too: the same link no longer opens it.
  await page.getByRole('link', { name: 'Ir a Inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(sala.linkSala);
  await ingresarDocumento(page, PACIENTE.documento);
  // Not a document problem: the spec's words for an ended call, and no form asking for the document again.
  await expect(page.getByRole('alert')).toContainText('la llamada ya fue finalizada o no existe');
  await expect(page.getByRole('textbox', { name: 'Número de documento' })).toHaveCount(0);
});

test('un documento que no es el de la cita muestra el mensaje del servidor', async ({ page, request }) => {
  const sala = await bookVideoRoom(request);
  await page.goto(sala.linkSala);
  await ingresarDocumento(page, '12345678');
  await expect(page.getByRole('alert')).toContainText('El documento no corresponde a esta consulta.');
  // The refused number stays, to be corrected rather than typed again.
  await expect(page.getByRole('textbox', { name: 'Número de documento' })).toHaveValue('12345678');
  await expectAccessibleAtBothWidths(page);

  // A DNI must have 8 digits before anything is sent.
  await page.getByRole('textbox', { name: 'Número de documento' }).fill('123');
  await page.getByRole('button', { name: 'Ingresar a la consulta' }).click();
  await expect(page.getByText('Documento debe incluir 8 números')).toBeVisible();
});

test('un enlace personal con otro documento muestra el mensaje del servidor sin pedir datos', async ({
  page,
  request,
}) => {
  const sala = await bookVideoRoom(request);
  await page.goto(`/videollamada/12345678?id=${sala.idSala}`);
  await expect(page.getByRole('alert')).toContainText('El documento no corresponde a esta consulta.');
  await expect(page.getByRole('textbox', { name: 'Número de documento' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ir a Inicio' })).toHaveAttribute('href', '/');
});

test('una sala desconocida lo dice', async ({ page }) => {
  await page.goto('/videollamada/sala?id=salaQueNoExiste123');
  await ingresarDocumento(page, PACIENTE.documento);
  await expect(page.getByRole('alert')).toContainText('la llamada ya fue finalizada o no existe');
  await expectAccessibleAtBothWidths(page);
});

test('sin el código de la sala, el enlace se explica', async ({ page }) => {
  await page.goto('/videollamada/sala');
  await expect(page.getByRole('alert')).toContainText('no indica la sala');
  await expect(page.getByRole('textbox', { name: 'Número de documento' })).toHaveCount(0);
  await expectAccessibleAtBothWidths(page);
});

test('si la llamada terminó mientras el paciente revisaba su cámara: "la llamada ya fue finalizada o no existe"', async ({
  page,
  context,
  request,
}) => {
  const sala = await bookVideoRoom(request);
  await enLaHoraDeLaCita(page, request, sala);
  // The personal link carries the document (base64url): no form.
  await page.goto(personalRoomLink(sala.idSala, PACIENTE.documento));
  const permitir = page.getByRole('button', { name: 'Permitir cámara y micrófono' });
  await expect(permitir).toBeVisible();
  await expect(page.getByRole('link', { name: '(01) 311-9050' })).toHaveAttribute('href', 'tel:013119050');
  await expectAccessibleAtBothWidths(page);

  await endRoom(request, sala.idSala);
  await context.grantPermissions(['camera', 'microphone']);
  await permitir.click();
  await expect(page.getByRole('alert')).toContainText('la llamada ya fue finalizada o no existe');
  await expect(page.getByTitle('Sala de videoconsulta con tu especialista')).toHaveCount(0);
});

test('con la cámara bloqueada, explica cómo permitirla y ofrece la línea médica', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const sala = await bookVideoRoom(request);
  await enLaHoraDeLaCita(page, request, sala);
  // The browser's own setting says "block", as when the customer refused the prompt before.
  const cdp = await page.context().newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  for (const name of ['camera', 'microphone']) {
    await cdp.send('Browser.setPermission', {
      permission: { name },
      setting: 'denied',
      origin: baseURL!,
      browserContextId: targetInfo.browserContextId,
    });
  }

  await page.goto(sala.linkSala);
  await ingresarDocumento(page, PACIENTE.documento);
  await expect(page.getByRole('alert')).toContainText('No tenemos permiso para usar tu cámara y micrófono');
  await expect(page.getByRole('heading', { name: 'En Chrome (Android)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'En Chrome (computadora)' })).toBeVisible();
  await expect(page.getByRole('link', { name: '(01) 311-9050' })).toHaveAttribute('href', 'tel:013119050');
  await expect(page.getByTitle('Sala de videoconsulta con tu especialista')).toHaveCount(0);
  await expectAccessibleAtBothWidths(page);

  // Still blocked: trying again keeps the help on screen.
  await page.getByRole('button', { name: 'Volver a intentar' }).click();
  await expect(page.getByRole('alert')).toContainText('No tenemos permiso para usar tu cámara y micrófono');

  // Following the help: the customer allows them and tries again.
  await context.grantPermissions(['camera', 'microphone'], { origin: baseURL! });
  await page.getByRole('button', { name: 'Volver a intentar' }).click();
  await expect(page.getByTitle('Sala de videoconsulta con tu especialista')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finalizar' })).toBeVisible();
});

test('una videoconsulta cancelada sigue diciendo «Videoconsulta» en el historial de citas', async ({
  page,
  request,
}) => {
  const sala = await bookVideoRoom(request);
  await liberarCitas(request, PACIENTE.documento, PACIENTE.password, PACIENTE.idBeneficio);

  await iniciarSesion(page, PACIENTE.documento, PACIENTE.password, /\/ecosistema/);
  await page.goto('/ecosistema/citas');
  // Without its room (the API drops it once cancelled), the card still says how it was to be held.
  const historial = page.getByRole('main').getByRole('region', { name: 'Historial de citas' });
  const tarjeta = historial
    .getByRole('article', { name: 'Telemedicina' })
    .filter({ hasText: formatAppointmentDateTime(sala.fecha, sala.hora, yearInLima(Date.now())) })
    .filter({ hasText: 'Cancelada' });
  await expect(tarjeta.first()).toContainText('Videoconsulta');
});
