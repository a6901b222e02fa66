import { expect, test, type Page } from './support/fixtures.ts';
import { iniciarSesion } from './support/account';
import { formatTime } from '../../ui/SlotPicker/formatDate.ts';
import { elegirLugar, elegirPrimerHorario, leerIcs, liberarCitas, mensajesPara, tokenDe } from './support/ecosystem';

const JORGE = {
  documento: '43218765',
  password: 'Detecta+2026',
  destino: '/ecosistema/detecta',
  email: 'jorge.gutierrez@example.pe',
  fono: '967890123',
};

/** The confirmation went out at once; this resends it by the chosen channel. */
async function reenviarConfirmacion(page: Page, metodo: 'SMS' | 'Correo electrónico') {
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: metodo }).check();
  await main.getByRole('button', { name: 'Reenviar confirmación' }).click();
  await expect(main.getByText('Te enviamos la confirmación.')).toBeVisible();
}

test.describe('citas de salud', () => {
  // Análisis clínicos is once a policy year: each journey starts with Jorge's use free.
  test.beforeEach(({ request }) => liberarCitas(request, JORGE.documento, JORGE.password, 8));

  // With a reason written, the next journey books the same way.
  test('sin motivo no se agenda: el aviso queda junto al campo, a la vista (360 px)', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await iniciarSesion(page, JORGE.documento, JORGE.password, JORGE.destino);
    const main = page.getByRole('main');
    await page.goto('/ecosistema/detecta/analisis');
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/agendamientos/AgregarAgenda')) sent.push(r.url());
    });
    await elegirLugar(page, 'Miraflores');
    await elegirPrimerHorario(page);
    await main.getByRole('button', { name: 'Agendar cita' }).click();
    const motivo = main.getByRole('textbox', { name: 'Motivo de la consulta' });
    await expect(main.getByText('Cuéntanos el motivo de tu consulta.')).toBeInViewport();
    await expect(motivo).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByText('Revisa los datos de tu consulta.')).toBeVisible();
    expect(sent).toEqual([]);
    // Putting the field right takes its message away at once, before another try.
    await motivo.fill('Control anual');
    await expect(main.getByText('Cuéntanos el motivo de tu consulta.')).toHaveCount(0);
    await expect(motivo).not.toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByText('Revisa los datos de tu consulta.')).toHaveCount(0);
  });

  test('agendar, confirmar, descargar al calendario, cambiar y cancelar una cita de análisis clínicos', async ({
    page,
    request,
  }) => {
    await iniciarSesion(page, JORGE.documento, JORGE.password, JORGE.destino);
    const main = page.getByRole('main');
    await page.goto('/ecosistema/detecta/analisis');
    await main.getByRole('textbox', { name: 'Motivo de la consulta' }).fill('Control anual');
    const salud = page.waitForRequest((r) => r.url().endsWith('/api/agendamientos/AgregarAgendaSalud'));
    await elegirLugar(page, 'Lima');
    const hora = await elegirPrimerHorario(page);
    await main.getByRole('button', { name: 'Agendar cita' }).click();
    expect((await salud).postDataJSON()).toMatchObject({ motivo: 'Control anual', metodo: 'correo' });
    await expect(main.getByText('Cita agendada.')).toBeVisible();
    const [automatica] = await mensajesPara(request, JORGE.email);
    expect(automatica?.asunto).toBe('Cita agendada: Análisis clínicos');

    await reenviarConfirmacion(page, 'SMS');
    const [sms] = await mensajesPara(request, JORGE.fono);
    expect(sms?.asunto).toBe('Cita agendada: Análisis clínicos');
    expect(sms?.cuerpo).toContain(formatTime(hora));

    const descarga = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Agregar a mi calendario' }).click();
    const ics = await leerIcs(await descarga);
    expect(ics.nombre).toMatch(/^analisis-clinicos-\d{4}-\d{2}-\d{2}\.ics$/);
    expect(ics.lineas).toContain('SUMMARY:Análisis clínicos');
    const inicio = ics.lineas.find((l) => l.startsWith('DTSTART:'))!;
    // Lima is UTC−5: a 09:00 slot starts at 14:00Z.
    expect(inicio).toMatch(new RegExp(`T${String(Number(hora.slice(0, 2)) + 5).padStart(2, '0')}0000Z$`));
    expect(ics.lineas.some((l) => l.startsWith('UID:cita-'))).toBe(true);
    expect(ics.lineas.some((l) => l.startsWith('DTSTAMP:'))).toBe(true);

    // Change it.
    await main.getByRole('link', { name: 'Ver mis citas' }).click();
    await expect(page).toHaveURL(/\/ecosistema\/citas$/);
    const tarjeta = main.getByRole('article', { name: 'Análisis clínicos' });
    await expect(tarjeta).toContainText(formatTime(hora));
    await tarjeta.getByRole('button', { name: 'Cambiar' }).click();
    const nuevo = main.getByRole('radiogroup', { name: /Elige un horario/ }).getByRole('radio', { disabled: false });
    const nuevaHora = (await nuevo.last().getAttribute('value'))!;
    await nuevo.last().check();
    await main.getByRole('button', { name: 'Confirmar cambio' }).click();
    // The last channel chosen (SMS) is the preferred one now: the change is confirmed there at once.
    await expect(main.getByText('Cita reprogramada. Te enviamos la confirmación por SMS.')).toBeVisible();
    await expect(main.getByRole('article', { name: 'Análisis clínicos' })).toContainText(formatTime(nuevaHora));
    const [cambio] = await mensajesPara(request, JORGE.fono);
    expect(cambio?.asunto).toBe('Cita reprogramada: Análisis clínicos');
    expect(cambio?.cuerpo).toContain(formatTime(nuevaHora));
    await reenviarConfirmacion(page, 'Correo electrónico');
    const [correo] = await mensajesPara(request, JORGE.email);
    expect(correo?.cuerpo).toContain(formatTime(nuevaHora));

    // Cancel it: nothing happens until the dialog is confirmed.
    await main
      .getByRole('article', { name: 'Análisis clínicos' })
      .getByRole('button', { name: 'Cancelar cita' })
      .click();
    const dialogo = page.getByRole('dialog', { name: '¿Cancelar tu cita?' });
    await expect(dialogo).toBeVisible();
    await dialogo.getByRole('button', { name: 'No, mantener' }).click();
    await expect(dialogo).toBeHidden();
    await expect(main.getByRole('heading', { name: 'Tus citas' })).toBeVisible();
    await main
      .getByRole('article', { name: 'Análisis clínicos' })
      .getByRole('button', { name: 'Cancelar cita' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sí, cancelar' }).click();
    await expect(main.getByText('Cita cancelada. Te enviamos la confirmación por correo electrónico.')).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Tus citas' })).toHaveCount(0);
    await expect(
      main.getByRole('region', { name: 'Historial de citas' }).getByRole('article', { name: 'Análisis clínicos' }),
    ).toContainText('Cancelada');
    const [cancelacion] = await mensajesPara(request, JORGE.email);
    expect(cancelacion?.asunto).toBe('Cita cancelada: Análisis clínicos');
    expect(cancelacion?.cuerpo).toContain(formatTime(nuevaHora));
  });

  test('una videoconsulta agendada da el enlace de su sala', async ({ page }) => {
    await iniciarSesion(page, JORGE.documento, JORGE.password, JORGE.destino);
    const main = page.getByRole('main');
    await page.goto('/ecosistema/detecta/telemedicina');
    await main.getByRole('group', { name: 'Especialidad' }).getByRole('radio', { name: 'Medicina general' }).check();
    await main.getByRole('textbox', { name: 'Motivo de la consulta' }).fill('Dolor de cabeza');
    await elegirPrimerHorario(page);
    await main.getByRole('button', { name: 'Agendar videoconsulta' }).click();
    await expect(main.getByText('Cita agendada.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Entrar a tu sala de videoconsulta' })).toHaveAttribute(
      'href',
      /^\/videollamada\/sala\?id=[\w-]+$/,
    );
    await page.reload();
    await expect(main.getByRole('link', { name: /^Unirse a la videoconsulta del / })).toHaveAttribute(
      'href',
      /^\/videollamada\/sala\?id=/,
    );
  });

  test('un reintento tras perder la respuesta no agenda dos veces', async ({ page, request }) => {
    await iniciarSesion(page, JORGE.documento, JORGE.password, JORGE.destino);
    const main = page.getByRole('main');
    const claves: string[] = [];
    let perdida = false;
    await page.route('**/api/agendamientos/AgregarAgendaSalud', async (route) => {
      claves.push((route.request().postDataJSON() as { claveIdempotencia: string }).claveIdempotencia);
      if (perdida) return route.continue();
      perdida = true;
      // The server books it, but the answer never reaches the browser.
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.goto('/ecosistema/detecta/analisis');
    await main.getByRole('textbox', { name: 'Motivo de la consulta' }).fill('Control anual');
    await elegirLugar(page, 'Miraflores');
    await elegirPrimerHorario(page);
    await main.getByRole('button', { name: 'Agendar cita' }).click();
    await expect(main.getByText(/No pudimos confirmar tu cita/)).toBeVisible();
    await main.getByRole('button', { name: 'Agendar cita' }).click();
    await expect(main.getByText('Cita agendada.')).toBeVisible();
    expect(claves).toHaveLength(2);
    expect(claves[0]).toBe(claves[1]);

    const token = await tokenDe(request, JORGE.documento, JORGE.password);
    const lista = await request.get('/api/agendamientos/ListarCitas', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const citas = ((await lista.json()) as { data: { beneficio: string; estado: string }[] }).data;
    expect(citas.filter((c) => c.beneficio === 'Análisis clínicos' && c.estado === 'programada')).toHaveLength(1);
    // Clinical analysis is once a year: the use goes back for the journeys after this one.
    await liberarCitas(request, JORGE.documento, JORGE.password);
  });

  test('sin citas, la página lo dice', async ({ page }) => {
    await iniciarSesion(page, '40102030', 'Hogar$Seguro1', '/ecosistema/hogar');
    await page.goto('/ecosistema/citas');
    await expect(page.getByRole('main').getByText('No tienes citas programadas.')).toBeVisible();
  });
});
