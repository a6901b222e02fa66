import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './support/fixtures.ts';
import { formatAppointmentDateTime } from '../../ui/SlotPicker/formatDate.ts';
import { addDays, weekdayOf, yearInLima } from '../../app/domain/limaCalendar.ts';
import { fullBrowserWithFakeCamera } from '../chromium.ts';
import { iniciarSesion } from './support/account';
import { elegirLugar, invitar, leerIcs, mensajesPara, tokenDe } from './support/ecosystem';
import { PACIENTE, bookVideoRoom, enLaHoraDeLaCita, relojDelServidor } from './support/roomBooking.ts';

/** What a customer reads must never carry an ISO date (2026-11-24). */
const FECHA_ISO = /\d{4}-\d{2}-\d{2}/;
const JORGE = {
  documento: '43218765',
  password: 'Detecta+2026',
  destino: '/ecosistema/detecta',
  email: 'jorge.gutierrez@example.pe',
  fono: '967890123',
};
const LUIS = {
  documento: '72233445',
  password: 'Cowork#Lima26',
  destino: '/ecosistema',
  email: 'luis.paredes@example.pe',
  fono: '923456781',
};
const JOSE = { documento: '41234567', password: 'Beneficio#2026', destino: '/ecosistema/proteccion' };
const TELEFONO = { width: 360, height: 780 };

test.use({
  launchOptions: fullBrowserWithFakeCamera,
});
// The room's test puts the server at the consultation's hour; the next test starts at real time.
test.afterEach(async ({ request }) => relojDelServidor(request, null));

/** The first free time of the preselected day; returns its value ("09:00"). */
async function elegirHorario(page: Page) {
  const horarios = page.getByRole('main').getByRole('radiogroup', { name: /Elige un horario/ });
  const libre = horarios.getByRole('radio', { disabled: false }).first();
  await expect(libre).toBeAttached();
  const hora = (await libre.getAttribute('value'))!;
  await libre.check();
  return hora;
}

for (const [ancho, viewport, paciente] of [
  ['360 px', TELEFONO, 'Mateo Gutiérrez'],
  ['1280 px', { width: 1280, height: 800 }, 'Lucía Gutiérrez'],
] as const) {
  test(`telemedicina: especialidad, motivo y paciente llegan a Citas y a la confirmación, sin fechas ISO (${ancho})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await iniciarSesion(page, JORGE.documento, JORGE.password, JORGE.destino);
    const main = page.getByRole('main');
    await page.goto('/ecosistema/detecta/telemedicina');

    // The page says what the benefit includes, its limits and exclusions.
    await expect(main.getByRole('region', { name: 'Límites' })).toContainText('Hasta 12 consultas al año');
    // The bound on upcoming appointments the booking enforces (ADR 0015) is stated before the form.
    await expect(main.getByRole('region', { name: 'Límites' })).toContainText(
      'Puedes tener hasta 3 citas próximas de este beneficio a la vez.',
    );
    await expect(main.getByRole('region', { name: 'No incluye' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Periodo de carencia' })).toBeVisible();

    // Without a specialty, nothing is booked.
    await elegirHorario(page);
    await main.getByRole('button', { name: 'Agendar videoconsulta' }).click();
    await expect(main.getByText('Elige la especialidad de tu consulta.')).toBeVisible();

    await main.getByRole('group', { name: 'Especialidad' }).getByRole('radio', { name: 'Pediatría' }).check();
    await main.getByRole('radio', { name: 'Para un familiar (cónyuge o hijos)' }).check();
    await main.getByRole('textbox', { name: 'Nombre del paciente' }).fill(paciente);
    await main.getByRole('textbox', { name: 'Motivo de la consulta' }).fill('Tos y fiebre desde ayer.');
    const hora = await elegirHorario(page);
    const agenda = page.waitForResponse('**/api/agendamientos/AgregarAgendaSalud');
    await main.getByRole('button', { name: 'Agendar videoconsulta' }).click();
    const cita = ((await (await agenda).json()) as { data: { fecha: string; hora: string } }).data;
    expect(cita.hora).toBe(hora);

    // The answer is brought to where the customer is looking, and focused.
    await expect(main.getByText('Cita agendada.')).toBeInViewport();
    await expect(page.locator(':focus')).toContainText('Cita agendada.');
    await expect(main).toContainText('Telemedicina (Pediatría)');
    await expect(main).toContainText('Motivo: Tos y fiebre desde ayer. Te enviamos');
    await expect(main).toContainText(formatAppointmentDateTime(cita.fecha, cita.hora, yearInLima(Date.now())));
    await expect(main).toContainText(`Paciente: ${paciente}.`);
    await expect(main).toContainText('Te enviamos la confirmación por correo electrónico.');

    // Sent at once, without pressing anything; resend stays.
    const [correo] = await mensajesPara(request, JORGE.email);
    expect(correo!.asunto).toBe('Cita agendada: Telemedicina');
    expect(correo!.cuerpo).toContain(formatAppointmentDateTime(cita.fecha, cita.hora, yearInLima(Date.now())));
    expect(correo!.cuerpo).toContain('Especialidad: Pediatría.');
    expect(correo!.cuerpo).toContain(`Paciente: ${paciente}.`);
    expect(correo!.cuerpo).not.toMatch(FECHA_ISO);
    await main.getByRole('radio', { name: 'SMS' }).check();
    await main.getByRole('button', { name: 'Reenviar confirmación' }).click();
    await expect(main.getByText('Te enviamos la confirmación.')).toBeVisible();
    const [sms] = await mensajesPara(request, JORGE.fono);
    expect(sms!.canal).toBe('sms');
    expect(sms!.cuerpo).toContain('Especialidad: Pediatría.');
    expect(sms!.cuerpo).not.toMatch(FECHA_ISO);

    // The calendar file says it in words too.
    const descarga = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Agregar a mi calendario' }).click();
    const ics = await leerIcs(await descarga);
    expect(ics.lineas).toContain('SUMMARY:Telemedicina: Pediatría');
    expect(ics.lineas.find((l) => l.startsWith('DESCRIPTION:'))).toContain(`Paciente: ${paciente}.`);

    await main.getByRole('link', { name: 'Ver mis citas' }).click();
    const tarjeta = main
      .getByRole('region', { name: 'Tus citas' })
      .getByRole('article', { name: 'Telemedicina' })
      .filter({ hasText: paciente });
    await tarjeta.scrollIntoViewIfNeeded();
    await expect(tarjeta).toBeInViewport({ ratio: 0.2 });
    await expect(tarjeta).toContainText('Pediatría');
    await expect(tarjeta).toContainText('Motivo: Tos y fiebre desde ayer');
    await expect(tarjeta).toContainText(formatAppointmentDateTime(cita.fecha, cita.hora, yearInLima(Date.now())));
    await expect(tarjeta).not.toContainText(FECHA_ISO);

    // Cancelling confirms at once as well.
    await tarjeta.getByRole('button', { name: 'Cancelar cita' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sí, cancelar' }).click();
    await expect(main.getByText('Cita cancelada. Te enviamos la confirmación por SMS.')).toBeInViewport();
    await expect(page.locator(':focus')).toContainText('Cita cancelada.');
    const [cancelacion] = await mensajesPara(request, JORGE.fono);
    expect(cancelacion!.asunto).toBe('Cita cancelada: Telemedicina');
    expect(cancelacion!.cuerpo).not.toMatch(FECHA_ISO);
  });
}

test('"Finalizar" pregunta antes; al finalizar, Citas muestra "Finalizada"; el cliente con sesión entra sin documento (360 px)', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize(TELEFONO);
  const sala = await bookVideoRoom(request);
  const token = await tokenDe(request, PACIENTE.documento, PACIENTE.password);
  const citas = (
    (await (
      await request.get('/api/agendamientos/ListarCitas', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as {
      data: { idSala: string | null; fecha: string; hora: string }[];
    }
  ).data;
  const suya = citas.find((c) => c.idSala === sala.idSala)!;
  const cuando = formatAppointmentDateTime(suya.fecha, suya.hora);
  // The consultation's hour, on the server and on the phone: Citas offers the room only in its window.
  await enLaHoraDeLaCita(page, request, sala);
  await context.grantPermissions(['camera', 'microphone']);
  await iniciarSesion(page, PACIENTE.documento, PACIENTE.password, JORGE.destino);
  const main = page.getByRole('main');
  await page.goto('/ecosistema/citas');
  const tarjeta = main.getByRole('article', { name: 'Telemedicina' }).filter({ hasText: cuando });
  await tarjeta.getByRole('link', { name: 'Unirse a la videoconsulta' }).click();

  // Their own room: no document step.
  const marco = page.getByTitle('Sala de videoconsulta con tu especialista');
  await expect(marco).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Confirma tu identidad' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Finalizar' }).click();
  const pregunta = page.getByRole('dialog', { name: '¿Finalizar la videoconsulta?' });
  await expect(pregunta).toBeInViewport();
  await pregunta.getByRole('button', { name: 'Seguir en la consulta' }).click();
  await expect(pregunta).toBeHidden();
  await expect(marco).toBeVisible();

  await page.getByRole('button', { name: 'Finalizar' }).click();
  const fin = page.waitForResponse('**/api/video/Finalizar');
  await page
    .getByRole('dialog', { name: '¿Finalizar la videoconsulta?' })
    .getByRole('button', { name: 'Sí, finalizar' })
    .click();
  await fin;
  await expect(
    page.getByText('Has terminado tu sesión, recuerda que puedes volver a agendar tu asistencia en cualquier momento.'),
  ).toBeVisible();

  await page.goto('/ecosistema/citas');
  const pasada = main
    .getByRole('region', { name: 'Historial de citas' })
    .getByRole('article', { name: 'Telemedicina' })
    .filter({ hasText: cuando })
    .filter({ hasNotText: 'Cancelada' });
  // Earlier tests may have cancelled other appointments at the same hour: this is the one not cancelled.
  await expect(pasada).toContainText('Finalizada');
  await expect(pasada.getByRole('link', { name: 'Unirse a la videoconsulta' })).toHaveCount(0);
  // Other benefits may hold an appointment at the same hour; no telemedicine one is left upcoming at it.
  await expect(
    main
      .getByRole('region', { name: 'Tus citas' })
      .getByRole('article', { name: 'Telemedicina' })
      .filter({ hasText: cuando }),
  ).toHaveCount(0);
});

test('invitados: nombre, documento enmascarado, beneficio, estado y fecha; retirar saca al invitado de la elegibilidad (360 px)', async ({
  page,
  request,
}) => {
  await page.setViewportSize(TELEFONO);
  expect(
    (
      await invitar(
        request,
        { documento: JOSE.documento, password: JOSE.password },
        { documento: '47200002', nombres: 'Valeria', idProducto: 7442 },
      )
    ).codigo,
  ).toBe(0);
  await iniciarSesion(page, JOSE.documento, JOSE.password, JOSE.destino);
  const main = page.getByRole('main');
  await page.goto('/ecosistema/invitados');

  const licencias = main
    .getByRole('list', { name: 'Licencias disponibles' })
    .getByRole('listitem')
    .filter({ hasText: 'Cursos online con certificación' });
  const quedan = async () => Number((await licencias.textContent())!.match(/quedan? (\d+) de 3/)![1]);
  await expect(licencias).toContainText(/te quedan? \d+ de 3 licencias para invitar/);
  const antes = await quedan();

  const valeria = main.getByRole('article', { name: 'Valeria' });
  await valeria.scrollIntoViewIfNeeded();
  await expect(valeria).toBeInViewport({ ratio: 0.5 });
  await expect(valeria).toContainText('En evaluación');
  await expect(valeria).toContainText('DNI *****002');
  await expect(valeria).not.toContainText('47200002');
  await expect(valeria).toContainText('Cursos online con certificación');
  await expect(valeria.locator('time')).toHaveText(/^\p{L}+, \d{1,2} de \p{L}+ de \d{4}$/u);
  // The seeded guest who already activated cannot be withdrawn.
  const activa = main.getByRole('article').filter({ hasText: 'Activo' }).first();
  await expect(activa).toBeVisible();
  await expect(activa.getByRole('button', { name: 'Retirar invitación' })).toHaveCount(0);

  // Withdrawing asks first; keeping it changes nothing.
  await valeria.getByRole('button', { name: 'Retirar invitación' }).click();
  const pregunta = page.getByRole('dialog', { name: '¿Retirar la invitación?' });
  await expect(pregunta).toBeInViewport();
  await expect(pregunta).toContainText('Valeria');
  await pregunta.getByRole('button', { name: 'No, mantener' }).click();
  await expect(pregunta).toBeHidden();
  await expect(valeria).toContainText('En evaluación');
  await valeria.getByRole('button', { name: 'Retirar invitación' }).click();
  await pregunta.getByRole('button', { name: 'Sí, retirar' }).click();
  await expect(main.getByText('Retiraste la invitación de Valeria.')).toBeInViewport();
  await expect(main.getByRole('article', { name: 'Valeria' })).toContainText('Retirado');
  await expect(main.getByRole('article', { name: 'Valeria' }).getByRole('button')).toHaveCount(0);
  await expect.poll(quedan).toBe(antes + 1);

  // The withdrawn guest cannot activate as a guest any more.
  const tokenCaptcha = ((await (await request.get('/api/captcha/token?action=submit')).json()) as { token: string })
    .token;
  const paso1 = await request.post('/api/Register/RegistroPaso1', {
    data: {
      identificacion: '47200002',
      tipoIdentificacion: 8,
      tokenCaptcha,
      nombres: 'Valeria',
      fono: '',
      email: '',
      clave: '',
      socios: ['0000'],
    },
  });
  expect(((await paso1.json()) as { Codigo: number }).Codigo).not.toBe(0);
});

test('Rosa (solo Protección de Pagos) no ve Protección de Tarjeta', async ({ page }) => {
  await iniciarSesion(page, '70011223', 'Cuotas#Lima2026', '/ecosistema');
  await expect(
    page
      .getByRole('main')
      .getByText(/Protección de Pagos/)
      .first(),
  ).toBeVisible();
  // Neither a band nor a menu entry, visible or folded away.
  await expect(page.getByText(/Protección de Tarjeta/)).toHaveCount(0);
  await expect(page.locator('a[href="/ecosistema/proteccion"]')).toHaveCount(0);
  await expect(page.locator('a[href="/ecosistema/citas"]').first()).toBeAttached();
});

test('Hogar, que no agenda nada en línea, no tiene "Citas"', async ({ page }) => {
  await iniciarSesion(page, '40102030', 'Hogar$Seguro1', '/ecosistema/hogar');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('a[href="/ecosistema/citas"]')).toHaveCount(0);
});

test('72233445 reserva, cambia y cancela su semana de coworking sin tocar su perfil, con confirmación inmediata (360 px)', async ({
  page,
  request,
}) => {
  await page.setViewportSize(TELEFONO);
  await iniciarSesion(page, LUIS.documento, LUIS.password, LUIS.destino);
  const main = page.getByRole('main');
  await page.goto('/ecosistema/cuotas/coworking');
  await expect(main.getByRole('region', { name: 'Límites' })).toContainText('1 semana por año calendario');
  await elegirLugar(page, 'San Isidro', 'Punto Cowork Rivera Navarrete');
  await main
    .getByRole('group', { name: /Elige tu semana/ })
    .getByRole('radio')
    .first()
    .check();
  await main.getByRole('button', { name: 'Reservar semana' }).click();
  await expect(main.getByText('Reserva registrada.')).toBeInViewport();
  await expect(page.locator(':focus')).toContainText('Reserva registrada.');
  await expect(main).toContainText('Te enviamos la confirmación por correo electrónico.');
  const [reserva] = await mensajesPara(request, LUIS.email);
  expect(reserva!.asunto).toBe('Reserva de coworking');
  expect(reserva!.cuerpo).not.toMatch(FECHA_ISO);
  expect(reserva!.cuerpo).toContain('en Punto Cowork Rivera Navarrete, Av. Rivera Navarrete 501, piso 6, San Isidro.');
  await expect(main.getByRole('region', { name: 'Dónde trabajarás' })).toContainText(
    'Av. Rivera Navarrete 501, piso 6, San Isidro',
  );
  const descarga = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Agregar a mi calendario' }).click();
  const ics = await leerIcs(await descarga);
  expect(ics.lineas.some((l) => /^DTSTART;VALUE=DATE:\d{8}$/.test(l))).toBe(true);
  expect(ics.lineas.some((l) => /^DTEND;VALUE=DATE:\d{8}$/.test(l))).toBe(true);
  expect(ics.lineas).toContain('SUMMARY:Sala de coworking');
  expect(ics.lineas).toContain(
    'LOCATION:Punto Cowork Rivera Navarrete\\, Av. Rivera Navarrete 501\\, piso 6\\, San Isidro',
  );

  await page.goto('/ecosistema/citas');
  const tarjeta = main.getByRole('article', { name: 'Sala de coworking' });
  await expect(tarjeta).toBeVisible();
  await tarjeta.getByRole('button', { name: 'Cambiar' }).click();
  await main
    .getByRole('group', { name: /Elige tu semana/ })
    .getByRole('radio')
    .nth(1)
    .check();
  await main.getByRole('button', { name: 'Confirmar cambio' }).click();
  await expect(
    main.getByText('Reserva actualizada. Te enviamos la confirmación por correo electrónico.'),
  ).toBeInViewport();
  const [cambio] = await mensajesPara(request, LUIS.email);
  expect(cambio!.asunto).toBe('Reserva de coworking cambiada');
  expect(cambio!.cuerpo).not.toBe(reserva!.cuerpo);

  await main
    .getByRole('article', { name: 'Sala de coworking' })
    .getByRole('button', { name: 'Cancelar reserva' })
    .click();
  await page
    .getByRole('dialog', { name: '¿Cancelar tu reserva de coworking?' })
    .getByRole('button', { name: 'Sí, cancelar' })
    .click();
  await expect(
    main.getByText('Reserva cancelada. Te enviamos la confirmación por correo electrónico.'),
  ).toBeInViewport();
  await expect(page.locator(':focus')).toContainText('Reserva cancelada.');
  await expect(
    main.getByRole('region', { name: 'Historial de citas' }).getByRole('article', { name: 'Sala de coworking' }),
  ).toContainText('Cancelada');
  const [cancelacion] = await mensajesPara(request, LUIS.email);
  expect(cancelacion!.asunto).toBe('Reserva de coworking cancelada');
  for (const m of [reserva!, cambio!, cancelacion!]) expect(m.cuerpo).not.toMatch(FECHA_ISO);
});

/** 28 November at 10:00 in Lima this year, when the weeks on offer reach into January; now, if that has passed. */
function finDeNoviembre(): number {
  return Math.max(Date.now(), Date.parse(`${yearInLima(Date.now())}-11-28T10:00:00-05:00`));
}

/** The first Monday of a year: its first coworking week. */
function primerLunes(año: number): string {
  let fecha = `${año}-01-01`;
  while (weekdayOf(fecha) !== 1) fecha = addDays(fecha, 1);
  return fecha;
}

test('la semana de coworking de enero, reservada en noviembre, lleva su año en los correos y en Citas (360 px)', async ({
  page,
  request,
}) => {
  await page.setViewportSize(TELEFONO);
  // Server and phone at the end of November: January's week is of the next year.
  const ahora = finDeNoviembre();
  const siguiente = yearInLima(ahora) + 1;
  const lunes = primerLunes(siguiente);
  const dia = Number(lunes.slice(8));
  const semana = `del lunes ${dia} de enero de ${siguiente} al sábado ${dia + 5} de enero de ${siguiente}`;
  await relojDelServidor(request, ahora);
  await page.clock.install({ time: ahora });

  const headers = { Authorization: `Bearer ${await tokenDe(request, LUIS.documento, LUIS.password)}` };
  const reservada = (await (
    await request.post('/api/coworking/AgregarCoworking', {
      headers,
      data: { semanaInicio: lunes, claveIdempotencia: randomUUID(), idLugar: 13 },
    })
  ).json()) as { codigo: number; mensaje: string; data: { idCoworking: number } | null };
  expect(reservada.codigo, reservada.mensaje).toBe(0);
  try {
    const [confirmacion] = await mensajesPara(request, LUIS.email);
    expect(confirmacion!.asunto).toBe('Reserva de coworking');
    expect(confirmacion!.cuerpo).toContain(`Tu semana de coworking va ${semana}, de lunes a sábado`);

    await iniciarSesion(page, LUIS.documento, LUIS.password, '/ecosistema');
    await page.goto('/ecosistema/citas');
    const main = page.getByRole('main');
    const tarjeta = main.getByRole('region', { name: 'Tu semana de coworking' }).getByRole('article');
    await expect(tarjeta.locator('time')).toHaveText(`lunes ${dia} de enero de ${siguiente}, 9:00 a. m.`);

    await tarjeta.getByRole('button', { name: 'Cancelar reserva' }).click();
    await page
      .getByRole('dialog', { name: '¿Cancelar tu reserva de coworking?' })
      .getByRole('button', { name: 'Sí, cancelar' })
      .click();
    await expect(main.getByText(/^Reserva cancelada\./)).toBeVisible();
    const [cancelacion] = await mensajesPara(request, LUIS.email);
    expect(cancelacion!.asunto).toBe('Reserva de coworking cancelada');
    expect(cancelacion!.cuerpo).toContain(`Cancelaste tu semana de coworking ${semana}, en Punto Cowork`);
    // In the history too, the week keeps its year.
    const historial = main.getByRole('region', { name: 'Historial de citas' });
    await expect(
      historial
        .getByRole('article', { name: 'Sala de coworking' })
        .filter({ hasText: `lunes ${dia} de enero de ${siguiente}, 9:00 a. m.` })
        .first(),
    ).toContainText('Cancelada');
  } finally {
    // One week a year: whatever happened above, the next journey finds January's week free.
    await request.post(`/api/coworking/DeleteCoworking/${reservada.data!.idCoworking}`, { headers });
  }
});

test('con su semana de diciembre reservada, 72233445 puede reservar la de enero: una por año calendario (360 px)', async ({
  page,
}) => {
  await page.setViewportSize(TELEFONO);
  await iniciarSesion(page, LUIS.documento, LUIS.password, LUIS.destino);
  // Early December: the weeks offered reach into January. The page reads a week already held in December.
  await page.clock.setFixedTime(new Date('2026-12-01T10:00:00-05:00'));
  await page.route('**/coworking/ListarReservas', (route) =>
    route.fulfill({
      json: {
        codigo: 0,
        data: [
          {
            idCoworking: 9001,
            semanaInicio: '2026-12-14',
            semanaFin: '2026-12-19',
            estado: 'programada',
            lugar: null,
            codigoReserva: 'KMN-PQR',
          },
        ],
      },
    }),
  );
  const main = page.getByRole('main');
  await page.goto('/ecosistema/cuotas/coworking');
  await expect(main.getByText('Ya tienes tu semana de 2026 reservada.')).toBeVisible();
  await expect(main).toContainText(
    'Tu semana de coworking va del lunes, 14 de diciembre de 2026 al sábado, 19 de diciembre de 2026.',
  );
  await expect(main.getByText('También puedes reservar tu semana de 2027.')).toBeVisible();
  await elegirLugar(page, 'San Isidro', 'Punto Cowork Rivera Navarrete');
  const semanas = main.getByRole('group', { name: /Elige tu semana/ });
  // Only the weeks of 2027: 2026 already has one.
  await expect(semanas.getByRole('radio').first()).toHaveAccessibleName(/^Semana del lunes, 4 de enero de 2027/);
  await expect(semanas.getByRole('radio', { name: /2026/ })).toHaveCount(0);
  await expect(main.getByRole('region', { name: 'Condiciones' })).toContainText(
    'se renuevan cada año calendario, el 1 de enero.',
  );
});

test('la semana de coworking que termina pasa al historial de Citas a la medianoche, sin recargar (360 px)', async ({
  page,
}) => {
  await page.setViewportSize(TELEFONO);
  await iniciarSesion(page, LUIS.documento, LUIS.password, LUIS.destino);
  // Saturday 19 December, two minutes before midnight in Lima: the last day of the week held.
  await page.clock.install({ time: new Date('2026-12-19T23:58:00-05:00') });
  await page.route('**/coworking/ListarReservas', (route) =>
    route.fulfill({
      json: {
        codigo: 0,
        data: [
          {
            idCoworking: 9002,
            semanaInicio: '2026-12-14',
            semanaFin: '2026-12-19',
            estado: 'programada',
            lugar: null,
            codigoReserva: 'KMN-PQT',
          },
        ],
      },
    }),
  );
  const main = page.getByRole('main');
  await page.goto('/ecosistema/citas');
  const semana = main.getByRole('region', { name: 'Tu semana de coworking' }).getByRole('article');
  await expect(semana).toContainText('Semana del lunes, 14 de diciembre de 2026');
  // Under way: no longer changed or cancelled.
  await expect(semana.getByRole('button', { name: 'Cambiar' })).toHaveCount(0);

  await page.clock.fastForward('03:00');
  await expect(main.getByRole('region', { name: 'Tu semana de coworking' })).toHaveCount(0);
  const terminada = main
    .getByRole('region', { name: 'Historial de citas' })
    .getByRole('article', { name: 'Sala de coworking' });
  await expect(terminada).toContainText('Finalizada');
  // A week, not its first hour.
  await expect(terminada).toContainText('Semana del lunes, 14 de diciembre de 2026 al sábado, 19 de diciembre de 2026');
});

test('página de un beneficio a 360 px: qué incluye, límites en S/, carencia y exclusiones', async ({ page }) => {
  await page.setViewportSize(TELEFONO);
  await page.goto('/hogar/cerrajeria');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: /lo que debes saber/ })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Límites' })).toContainText('Tope de S/ 200.00 por servicio');
  await expect(main.getByRole('region', { name: 'Periodo de carencia' })).toContainText('30 días');
  await expect(main.getByRole('region', { name: 'No incluye' })).toContainText('cajas fuertes');
  await expect(main.getByRole('region', { name: 'Dónde y cuándo' })).toContainText('Lima Metropolitana');
  const anchoDocumento = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(anchoDocumento).toBeLessThanOrEqual(360);
  await main.getByRole('region', { name: 'Límites' }).scrollIntoViewIfNeeded();
});
