import { expect, test, type Page } from '@playwright/test';
import { iniciarSesion } from './support/account';
import { elegirPrimerHorario, leerIcs, mensajesPara, tokenDe } from './support/ecosystem';

const JORGE = { documento: '43218765', password: 'Detecta+2026', destino: '/ecosistema/detecta', email: 'jorge.gutierrez@example.pe', fono: '967890123' };
const ROSA = { documento: '70011223', password: 'Cuotas#Lima2026', destino: '/ecosistema', email: 'rosa.mendoza@example.pe', fono: '912345678' };

async function enviarConfirmacion(page: Page, metodo: 'SMS' | 'Correo electrónico') {
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: metodo }).check();
  await main.getByRole('button', { name: 'Enviar confirmación' }).click();
  await expect(main.getByText('Te enviamos la confirmación.')).toBeVisible();
}

test.describe('citas de salud', () => {
  test('agendar, confirmar, descargar al calendario, cambiar y cancelar una cita de análisis clínicos', async ({ page, request }) => {
    await iniciarSesion(page, JORGE.documento, JORGE.password, JORGE.destino);
    const main = page.getByRole('main');
    await page.goto('/ecosistema/detecta/analisis');
    const salud = page.waitForRequest((r) => r.url().endsWith('/api/agendamientos/AgregarAgendaSalud'));
    const hora = await elegirPrimerHorario(page);
    await main.getByRole('button', { name: 'Agendar cita' }).click();
    await salud;
    await expect(main.getByText('Cita agendada.')).toBeVisible();

    await enviarConfirmacion(page, 'SMS');
    const [sms] = await mensajesPara(request, JORGE.fono);
    expect(sms?.asunto).toBe('Cita agendada: Análisis clínicos');
    expect(sms?.cuerpo).toContain(`a las ${hora}`);

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
    await expect(tarjeta).toContainText(hora);
    await tarjeta.getByRole('button', { name: 'Cambiar' }).click();
    const nuevo = main.getByRole('radiogroup', { name: /Elige un horario/ }).getByRole('radio', { disabled: false });
    const nuevaHora = (await nuevo.last().getAttribute('value'))!;
    await nuevo.last().check();
    await main.getByRole('button', { name: 'Confirmar cambio' }).click();
    await expect(main.getByText('Cita reprogramada.')).toBeVisible();
    await expect(main.getByRole('article', { name: 'Análisis clínicos' })).toContainText(nuevaHora);
    await enviarConfirmacion(page, 'Correo electrónico');
    const [correo] = await mensajesPara(request, JORGE.email);
    expect(correo?.cuerpo).toContain(`a las ${nuevaHora}`);

    // Cancel it: nothing happens until the dialog is confirmed.
    await main.getByRole('article', { name: 'Análisis clínicos' }).getByRole('button', { name: 'Cancelar cita' }).click();
    const dialogo = page.getByRole('dialog', { name: '¿Cancelar tu cita?' });
    await expect(dialogo).toBeVisible();
    await dialogo.getByRole('button', { name: 'No, mantener' }).click();
    await expect(dialogo).toBeHidden();
    await expect(main.getByRole('heading', { name: 'Tus citas' })).toBeVisible();
    await main.getByRole('article', { name: 'Análisis clínicos' }).getByRole('button', { name: 'Cancelar cita' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sí, cancelar' }).click();
    await expect(main.getByText('Cita cancelada.')).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Tus citas' })).toHaveCount(0);
    await expect(main.getByRole('region', { name: 'Canceladas' }).getByRole('article', { name: 'Análisis clínicos' })).toContainText('Cancelada');
    await enviarConfirmacion(page, 'SMS');
    const [cancelacion] = await mensajesPara(request, JORGE.fono);
    expect(cancelacion?.asunto).toBe('Cita cancelada: Análisis clínicos');
    expect(cancelacion?.cuerpo).toContain(`a las ${nuevaHora}`);
  });

  test('una videoconsulta agendada da el enlace de su sala', async ({ page }) => {
    await iniciarSesion(page, JORGE.documento, JORGE.password, JORGE.destino);
    const main = page.getByRole('main');
    await page.goto('/ecosistema/detecta/telemedicina');
    await elegirPrimerHorario(page);
    await main.getByRole('button', { name: 'Agendar videoconsulta' }).click();
    await expect(main.getByText('Cita agendada.')).toBeVisible();
    await expect(main.getByRole('link', { name: /\/videollamada\/sala\?id=[\w-]+$/ })).toBeVisible();
    await page.reload();
    await expect(main.getByRole('link', { name: /^Unirse a la videoconsulta del / })).toHaveAttribute('href', /^\/videollamada\/sala\?id=/);
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
    await elegirPrimerHorario(page);
    await main.getByRole('button', { name: 'Agendar cita' }).click();
    await expect(main.getByText(/No pudimos confirmar tu cita/)).toBeVisible();
    await main.getByRole('button', { name: 'Agendar cita' }).click();
    await expect(main.getByText('Cita agendada.')).toBeVisible();
    expect(claves).toHaveLength(2);
    expect(claves[0]).toBe(claves[1]);

    const token = await tokenDe(request, JORGE.documento, JORGE.password);
    const lista = await request.get('/api/agendamientos/ListarCitas', { headers: { Authorization: `Bearer ${token}` } });
    const citas = ((await lista.json()) as { data: { beneficio: string; estado: string }[] }).data;
    expect(citas.filter((c) => c.beneficio === 'Análisis clínicos' && c.estado === 'programada')).toHaveLength(1);
  });

  test('sin citas, la página lo dice', async ({ page }) => {
    await iniciarSesion(page, '40102030', 'Hogar$Seguro1', '/ecosistema/hogar');
    await page.goto('/ecosistema/citas');
    await expect(page.getByRole('main').getByText('No tienes citas programadas.')).toBeVisible();
  });
});

test.describe('coworking', () => {
  test('reservar, confirmar, descargar, cambiar y cancelar la semana de coworking', async ({ page, request }) => {
    // The demo data has no Cuota holder of the entrepreneurship group, which is who sees coworking:
    // the profile answer is given that group, everything else runs against the server.
    await page.route('**/api/Login/obtenerSession', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { grupoPreferencia: number } };
      body.data.grupoPreferencia = 1;
      await route.fulfill({ response, json: body });
    });
    await iniciarSesion(page, ROSA.documento, ROSA.password, ROSA.destino);
    const main = page.getByRole('main');
    await page.goto('/ecosistema/cuotas/coworking');
    const semanas = main.getByRole('group', { name: /Elige tu semana/ }).getByRole('radio');
    await semanas.first().check();
    await main.getByRole('button', { name: 'Reservar semana' }).click();
    await expect(main.getByText('Reserva registrada.')).toBeVisible();
    await enviarConfirmacion(page, 'SMS');
    const [sms] = await mensajesPara(request, ROSA.fono);
    expect(sms?.asunto).toBe('Reserva de coworking');

    const descarga = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Agregar a mi calendario' }).click();
    const ics = await leerIcs(await descarga);
    expect(ics.lineas.some((l) => /^DTSTART;VALUE=DATE:\d{8}$/.test(l))).toBe(true);
    expect(ics.lineas.some((l) => /^DTEND;VALUE=DATE:\d{8}$/.test(l))).toBe(true);
    expect(ics.lineas).toContain('SUMMARY:Sala de coworking');

    await page.goto('/ecosistema/citas');
    const tarjeta = main.getByRole('article', { name: 'Sala de coworking' });
    await expect(tarjeta).toBeVisible();
    const antes = sms!.cuerpo;
    await tarjeta.getByRole('button', { name: 'Cambiar' }).click();
    await main.getByRole('group', { name: /Elige tu semana/ }).getByRole('radio').nth(1).check();
    await main.getByRole('button', { name: 'Confirmar cambio' }).click();
    await expect(main.getByText('Reserva actualizada.')).toBeVisible();
    await enviarConfirmacion(page, 'Correo electrónico');
    const [correo] = await mensajesPara(request, ROSA.email);
    expect(correo?.asunto).toBe('Reserva de coworking');
    expect(correo?.cuerpo).not.toBe(antes);

    await main.getByRole('article', { name: 'Sala de coworking' }).getByRole('button', { name: 'Cancelar reserva' }).click();
    await page.getByRole('dialog', { name: '¿Cancelar tu reserva de coworking?' }).getByRole('button', { name: 'Sí, cancelar' }).click();
    await expect(main.getByText('Reserva cancelada.')).toBeVisible();
    await expect(main.getByRole('region', { name: 'Canceladas' }).getByRole('article', { name: 'Sala de coworking' })).toBeVisible();
    await enviarConfirmacion(page, 'Correo electrónico');
    const [cancelacion] = await mensajesPara(request, ROSA.email);
    expect(cancelacion?.asunto).toBe('Reserva de coworking cancelada');
  });
});
