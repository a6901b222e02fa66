import { expect, test, type Page } from './support/fixtures.ts';
import {
  ROOM_TIME_PASSED,
  consultationSentence,
  roomOpenUntilSentence,
  roomOpensSentence,
  videoWindow,
} from '../../app/domain/videoWindow.ts';
import { formatAppointmentDateTime } from '../../ui/SlotPicker/formatDate.ts';
import { yearInLima } from '../../app/domain/limaCalendar.ts';
import { fullBrowserWithFakeCamera } from '../chromium.ts';
import { iniciarSesion } from './support/account';
import { expectAccessibleAtBothWidths } from './support/axeWidths.ts';
import { elegirPrimerHorario, liberarCitas } from './support/ecosystem';
import { PACIENTE, bookVideoRoom, enLaHoraDeLaCita, relojDelServidor } from './support/roomBooking.ts';

/** Jorge (Detecta Plus) holds the telemedicine benefit; his portal opens on his family's page. */
const JORGE = { documento: PACIENTE.documento, password: PACIENTE.password, destino: '/ecosistema/detecta' };
const TELEFONO = { width: 360, height: 780 };
const MARCO = 'Sala de videoconsulta con tu especialista';

// A fake camera and microphone: the machine has none.
test.use({
  viewport: TELEFONO,
  launchOptions: fullBrowserWithFakeCamera,
});
// Some tests put the server at an appointment's hour; the next test starts at real time.
test.afterEach(async ({ request }) => relojDelServidor(request, null));
// Whole journeys (log in, book, Citas, the room) on a shared machine.
test.describe.configure({ timeout: 60_000 });

/** In Citas, the card of the upcoming telemedicine appointment at that day and hour, read at `ahora` on the phone. */
function tarjetaDe(page: Page, cita: { fecha: string; hora: string }, ahora: number) {
  return page
    .getByRole('main')
    .getByRole('region', { name: 'Tus citas' })
    .getByRole('article', { name: 'Telemedicina' })
    .filter({ hasText: formatAppointmentDateTime(cita.fecha, cita.hora, yearInLima(ahora)) });
}

/** Jorge logs in and opens Citas. */
async function abrirCitas(page: Page) {
  await iniciarSesion(page, JORGE.documento, JORGE.password, JORGE.destino);
  await page.goto('/ecosistema/citas');
}

test('una videoconsulta de otro día: Citas y su enlace dicen cuándo se abre la sala, y no la muestran (360 px)', async ({
  page,
}) => {
  await iniciarSesion(page, JORGE.documento, JORGE.password, JORGE.destino);
  const main = page.getByRole('main');
  await page.goto('/ecosistema/detecta/telemedicina');
  await main.getByRole('group', { name: 'Especialidad' }).getByRole('radio', { name: 'Medicina general' }).check();
  await main.getByRole('textbox', { name: 'Motivo de la consulta' }).fill('Control de presión');
  // The last day on offer is days ahead, whatever the hour now.
  const dia = main.getByRole('radiogroup', { name: 'Elige un día' }).getByRole('radio', { disabled: false }).last();
  const fecha = (await dia.getAttribute('value'))!;
  await dia.check();
  const hora = await elegirPrimerHorario(page);
  const cita = { fecha, hora };
  await main.getByRole('button', { name: 'Agendar videoconsulta' }).click();
  await expect(main.getByText('Cita agendada.')).toBeVisible();
  const enlace = (await main.getByRole('link', { name: 'Entrar a tu sala de videoconsulta' }).getAttribute('href'))!;

  await page.goto('/ecosistema/citas');
  const tarjeta = tarjetaDe(page, cita, Date.now());
  await expect(tarjeta).toContainText(roomOpensSentence(cita, Date.now()));
  await expect(tarjeta.getByRole('link', { name: 'Unirse a la videoconsulta' })).toHaveCount(0);
  // The appointment itself is as upcoming as before: it can be changed or cancelled.
  await expect(tarjeta.getByRole('button', { name: 'Cambiar' })).toBeVisible();
  await expect(tarjeta.getByRole('button', { name: 'Cancelar cita' })).toBeVisible();

  // The room's own link, opened days early: when to come back, and no room, camera or frame.
  await page.goto(enlace);
  await expect(page.getByRole('status').filter({ hasText: 'Tu sala aún no está abierta' })).toContainText(
    roomOpensSentence(cita, Date.now()),
  );
  await expect(main).toContainText(consultationSentence(cita, Date.now()));
  await expect(main).toContainText('Puedes entrar desde 15 minutos antes hasta 60 minutos después.');
  await expect(main).toContainText('Vuelve con este mismo enlace a esa hora.');
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByTitle(MARCO)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Permitir cámara y micrófono' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ir a Inicio' })).toHaveAttribute('href', '/');
  await expectAccessibleAtBothWidths(page);
});

test('la sala que se espera se abre sola 15 minutos antes; "Finalizar" antes de la hora deja la cita programada (360 px)', async ({
  page,
  context,
  request,
}) => {
  const sala = await bookVideoRoom(request);
  // A minute before the room opens, on the server and on the phone.
  await enLaHoraDeLaCita(page, request, sala, -16);
  await context.grantPermissions(['camera', 'microphone']);
  await abrirCitas(page);
  const ahora = videoWindow(sala).startsAt - 16 * 60_000;
  const tarjeta = tarjetaDe(page, sala, ahora);
  await expect(tarjeta).toContainText(roomOpensSentence(sala, ahora));
  await expect(tarjeta.getByRole('link', { name: 'Unirse a la videoconsulta' })).toHaveCount(0);

  // The customer waits on the room's page: when the room opens, it opens by itself.
  await page.goto(sala.linkSala);
  await expect(page.getByRole('status').filter({ hasText: 'Tu sala aún no está abierta' })).toBeVisible();
  await expect(page.getByTitle(MARCO)).toHaveCount(0);
  await relojDelServidor(request, videoWindow(sala).opensAt + 30_000);
  await page.clock.fastForward('01:30');
  await expect(page.getByTitle(MARCO)).toBeVisible();

  await page.getByRole('button', { name: 'Finalizar' }).click();
  const fin = page.waitForResponse('**/api/video/Finalizar');
  await page
    .getByRole('dialog', { name: '¿Finalizar la videoconsulta?' })
    .getByRole('button', { name: 'Sí, finalizar' })
    .click();
  // Not ended: the consultation's hour has not come.
  expect(await (await fin).json()).toEqual({ codigo: 2 });
  const aviso = page.getByRole('status').filter({ hasText: 'tu cita sigue programada' });
  await expect(aviso).toContainText(
    'Saliste de la sala antes de la hora de tu consulta, así que tu cita sigue programada.',
  );
  await expect(aviso).toContainText(roomOpenUntilSentence(sala));
  await expect(page.getByTitle(MARCO)).toHaveCount(0);

  // Still upcoming, and its room still opens from Citas.
  await page.goto('/ecosistema/citas');
  await expect(tarjeta).toContainText('Programada');
  await tarjeta.getByRole('link', { name: 'Unirse a la videoconsulta' }).click();
  await expect(page.getByTitle(MARCO)).toBeVisible();
});

test('cuando pasa la hora, Citas lo dice sin recargar y la sala también (360 px)', async ({ page, request }) => {
  const sala = await bookVideoRoom(request);
  // A minute before the room closes.
  await enLaHoraDeLaCita(page, request, sala, 59);
  await abrirCitas(page);
  const tarjeta = tarjetaDe(page, sala, videoWindow(sala).startsAt);
  const unirse = tarjeta.getByRole('link', { name: 'Unirse a la videoconsulta' });
  await expect(unirse).toBeVisible();

  await relojDelServidor(request, videoWindow(sala).closesAt + 30_000);
  await page.clock.fastForward('01:30');
  await expect(tarjeta).toContainText(ROOM_TIME_PASSED);
  await expect(unirse).toHaveCount(0);

  await page.goto(sala.linkSala);
  const aviso = page.getByRole('alert');
  await expect(aviso).toContainText('La sala ya se cerró');
  await expect(aviso).toContainText(
    `${ROOM_TIME_PASSED} Si no llegaste a atenderte, agenda una nueva videoconsulta desde tus beneficios.`,
  );
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('cuando llega la hora, Citas deja de ofrecer cambiar o cancelar la cita sin recargar (360 px)', async ({
  page,
  request,
}) => {
  const sala = await bookVideoRoom(request);
  try {
    // Two minutes before the start: the room is open and the appointment can still change.
    await enLaHoraDeLaCita(page, request, sala, -2);
    await abrirCitas(page);
    const tarjeta = tarjetaDe(page, sala, videoWindow(sala).startsAt);
    await expect(tarjeta.getByRole('button', { name: 'Cambiar' })).toBeVisible();
    await tarjeta.getByRole('button', { name: 'Cambiar' }).click();
    await expect(page.getByRole('heading', { name: 'Elige el nuevo horario' })).toBeVisible();

    // Its hour comes while the page is open: held or missed, it can no longer be moved or cancelled.
    await relojDelServidor(request, videoWindow(sala).startsAt + 30_000);
    await page.clock.fastForward('02:30');
    await expect(tarjeta.getByRole('button', { name: 'Cambiar' })).toHaveCount(0);
    await expect(tarjeta.getByRole('button', { name: 'Cancelar cita' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Elige el nuevo horario' })).toHaveCount(0);
    // The focus, on "Cambiar" when it went, stays with its appointment rather than falling to the page.
    await expect(tarjeta.locator('xpath=ancestor::li[1]')).toBeFocused();
    await expect(tarjeta.getByRole('link', { name: 'Unirse a la videoconsulta' })).toBeVisible();
  } finally {
    // At real time again the appointment is still ahead: cancelled, it gives back the use later journeys book with.
    await relojDelServidor(request, null);
    await liberarCitas(request, PACIENTE.documento, PACIENTE.password, PACIENTE.idBeneficio);
  }
});
