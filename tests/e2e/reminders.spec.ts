import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from './support/fixtures.ts';
import { videoWindow } from '../../app/domain/videoWindow.ts';
import { completarInicio } from './support/account';
import { apiLogin } from './support/apiLogin';
import { outboxGet } from './support/outbox';
import { relojDelServidor } from './support/roomBooking';

/** José holds telemedicine (benefit 2); his reminders go to his e-mail, the channel he has not changed. */
const JOSE = { documento: '41234567', password: 'Beneficio#2026', correo: 'jose.rojas@example.pe', idBeneficio: 2 };
const DAY = 24 * 60 * 60_000;

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** A telemedicine appointment at least three days ahead, so its day-before reminder is still to come. */
async function bookAhead(request: APIRequestContext) {
  const token = await apiLogin(request, JOSE.documento, JOSE.password);
  const headers = { Authorization: `Bearer ${token}` };
  const desde = new Date(Date.now() - 5 * 3_600_000 + 3 * DAY).toISOString().slice(0, 10);
  const slots = await request.post('/api/agendamientos/ObtenerCitasDisponibles', {
    headers,
    data: { idBeneficio: JOSE.idBeneficio, desde, dias: 7 },
  });
  const { data: dias } = (await slots.json()) as {
    data: { fecha: string; horarios: { hora: string; disponible: boolean }[] }[];
  };
  const libre = dias.flatMap((d) =>
    d.horarios.filter((h) => h.disponible).map((h) => ({ fecha: d.fecha, hora: h.hora })),
  )[0]!;
  const booked = await request.post('/api/agendamientos/AgregarAgendaSalud', {
    headers,
    data: {
      idBeneficio: JOSE.idBeneficio,
      ...libre,
      claveIdempotencia: randomUUID(),
      especialidad: 'Medicina general',
    },
  });
  const body = (await booked.json()) as { codigo: number; data: { idAgenda: number; codigoReserva: string } };
  expect(body.codigo).toBe(0);
  return { ...libre, ...body.data };
}

test.afterEach(async ({ request }) => {
  await relojDelServidor(request, null);
});

test('el enlace del recordatorio abre Citas en esa cita después de iniciar sesión', async ({ page, request }) => {
  const cita = await bookAhead(request);
  // The day before, at the appointment's hour, the server's queue sends the reminder.
  await relojDelServidor(request, videoWindow(cita).startsAt - DAY);
  const run = await request.post('/api/dev/trabajos', {
    headers: { 'x-outbox-key': process.env.E2E_OUTBOX_KEY ?? '' },
  });
  expect(run.ok()).toBe(true);
  await relojDelServidor(request, null);

  const { mensajes } = (await (await outboxGet(request, JOSE.correo)).json()) as {
    mensajes: { asunto: string; cuerpo: string }[];
  };
  const recordatorio = mensajes.find(
    (m) =>
      m.asunto.startsWith('Recordatorio: mañana') && m.cuerpo.includes(`Código de reserva: ${cita.codigoReserva}.`),
  );
  expect(recordatorio, 'el recordatorio de la víspera').toBeDefined();
  const enlace = recordatorio!.cuerpo.match(/Mira tu cita: (\S+)$/)![1]!;
  expect(new URL(enlace).pathname + new URL(enlace).search).toBe(`/ecosistema/citas?cita=${cita.idAgenda}`);

  // Opened on the phone, logged out: the login comes first, then Citas on that appointment.
  await page.goto(new URL(enlace).pathname + new URL(enlace).search);
  await completarInicio(page, JOSE.documento, JOSE.password);
  await expect(page).toHaveURL(new RegExp(`/ecosistema/citas\\?cita=${cita.idAgenda}$`));
  const marcada = page.locator('li[aria-current="true"]');
  await expect(marcada).toHaveCount(1);
  await expect(marcada).toContainText(cita.codigoReserva);
  await expect(marcada).toBeFocused();
  await expect(marcada).toBeInViewport();
});

test('en Configuración de perfil el cliente elige por dónde le llegan los recordatorios', async ({ page }) => {
  await page.goto('/ecosistema/configuracion');
  await completarInicio(page, JOSE.documento, JOSE.password);
  const seccion = page.getByRole('region', { name: 'Recordatorios de tus citas' });
  const grupo = seccion.getByRole('group', { name: '¿Por dónde te los enviamos?' });
  // Nothing chosen yet: the form says where the reminders go meanwhile.
  await expect(grupo.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(
    seccion.getByText(/Si no eliges uno, cada recordatorio va por donde te llegó la confirmación/),
  ).toBeVisible();
  await grupo.getByRole('radio', { name: 'SMS al celular' }).check();
  await seccion.getByRole('button', { name: 'Guardar preferencia' }).click();
  await expect(seccion.getByText('Listo: tus recordatorios llegarán por ese medio.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'SMS al celular' })).toBeChecked();
  // Back to e-mail, where the other test reads his reminders.
  await page.getByRole('radio', { name: 'Correo electrónico' }).check();
  await page.getByRole('button', { name: 'Guardar preferencia' }).click();
  await expect(page.getByText('Listo: tus recordatorios llegarán por ese medio.')).toBeVisible();
});
