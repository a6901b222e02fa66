import { expect, test } from './support/fixtures.ts';
import { iniciarSesion } from './support/account';
import { liberarCitas, elegirLugar, elegirPrimerHorario, leerIcs, mensajesPara } from './support/ecosystem';

const JORGE = {
  documento: '43218765',
  password: 'Detecta+2026',
  destino: '/ecosistema/detecta',
  email: 'jorge.gutierrez@example.pe',
};
const CODIGO = /^[ACDEFHJKMNPQRTUVWXY34679]{3}-[ACDEFHJKMNPQRTUVWXY34679]{3}$/;

test.describe('citas en un local de la red afiliada', () => {
  // Análisis clínicos is once a policy year: another journey may have spent Jorge's; a cancellation gives it back.
  test.beforeEach(({ request }) => liberarCitas(request, JORGE.documento, JORGE.password, 8));

  test('Jorge agenda análisis clínicos en un laboratorio de Miraflores: la confirmación dice dónde, el ayuno y el código (360 px)', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await iniciarSesion(page, JORGE.documento, JORGE.password, JORGE.destino);
    await page.goto('/ecosistema/detecta/analisis');
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Motivo de la consulta' }).fill('Control anual');

    // No slot is offered before a place is chosen: the slots are the place's.
    await expect(main.getByText('Elige el local de la red afiliada donde te atenderán.')).toBeVisible();
    await expect(main.getByRole('radiogroup', { name: /Elige un horario/ })).toHaveCount(0);

    const distritos = main.getByRole('group', { name: 'Distrito' });
    await expect(distritos.getByRole('radio')).toHaveCount(7);
    await expect(distritos).toContainText('Callao');
    await expect(distritos).toContainText('Santiago de Surco');
    // Only the districts where a laboratory does clinical analysis: none in San Borja.
    await expect(distritos.getByRole('radio', { name: 'San Borja' })).toHaveCount(0);
    await distritos.getByRole('radio', { name: 'Miraflores' }).check();
    const locales = main.getByRole('group', { name: 'Elige el local' });
    const laboratorio = locales.getByRole('radio', { name: 'Laboratorio Clínico Santa Rosalía' });
    await expect(laboratorio).toHaveAccessibleDescription(
      /^Av\. José Larco 812, Miraflores De lunes a sábado, de 7:00\sa\.\sm\. a 6:00\sp\.\sm\.$/,
    );
    await expect(locales.getByRole('radio')).toHaveCount(1);
    await expect(locales.getByRole('link', { name: 'Llamar al (01) 612-4580' })).toHaveAttribute(
      'href',
      'tel:+5116124580',
    );
    await expect(locales.getByRole('link', { name: /^Ver en el mapa/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Av\.%20Jos%C3%A9%20Larco%20812/,
    );
    const accion = main.getByRole('region', { name: 'Usa tu beneficio' });
    await accion.screenshot({ path: test.info().outputPath('elegir-local-360.png') });
    // Before an hour is chosen the page says the test is taken fasting, and offers morning hours only.
    await expect(main.getByText(/^Ayuno de 8 a 12 horas: puedes tomar agua\./)).toBeVisible();
    await laboratorio.check();
    const horas = main.getByRole('radiogroup', { name: /Elige un horario/ }).getByRole('radio');
    await expect(horas.first()).toBeVisible();
    expect(new Set(await horas.evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value)))).toEqual(
      new Set(['09:00', '10:00']),
    );

    const agenda = page.waitForRequest((r) => r.url().endsWith('/api/agendamientos/AgregarAgendaSalud'));
    await elegirPrimerHorario(page);
    await main.getByRole('button', { name: 'Agendar cita' }).click();
    expect((await agenda).postDataJSON()).toMatchObject({ idBeneficio: 8, idLugar: 1, motivo: 'Control anual' });

    await expect(main.getByText('Cita agendada.')).toBeVisible();
    await expect(main.getByText(/\(hora de Lima\), en Laboratorio Clínico Santa Rosalía\./)).toBeVisible();
    const dondeIr = main.getByRole('region', { name: 'Dónde te atenderán' });
    await expect(dondeIr).toContainText('Laboratorio Clínico Santa Rosalía');
    await expect(dondeIr).toContainText('Av. José Larco 812, Miraflores');
    await expect(main.getByRole('region', { name: 'Preparación' })).toContainText(
      'Ayuno de 8 a 12 horas: puedes tomar agua.',
    );
    await expect(main.getByRole('region', { name: 'Qué llevar' })).toContainText('Tu DNI o carné de extranjería.');
    const codigo = (await main.getByText('Código de reserva:').locator('strong').textContent())!;
    expect(codigo).toMatch(CODIGO);
    await accion.screenshot({ path: test.info().outputPath('confirmacion-360.png') });

    // The e-mail and the calendar file say the same.
    const [correo] = await mensajesPara(request, JORGE.email);
    expect(correo?.cuerpo).toContain('en Laboratorio Clínico Santa Rosalía, Av. José Larco 812, Miraflores.');
    expect(correo?.cuerpo).toContain(`Código de reserva: ${codigo}.`);
    expect(correo?.cuerpo).toContain('Ayuno de 8 a 12 horas');
    const descarga = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Agregar a mi calendario' }).click();
    const ics = await leerIcs(await descarga);
    expect(ics.lineas).toContain('LOCATION:Laboratorio Clínico Santa Rosalía\\, Av. José Larco 812\\, Miraflores');

    // Citas shows where, and the code.
    await main.getByRole('link', { name: 'Ver mis citas' }).click();
    const tarjeta = main.getByRole('region', { name: 'Tus citas' }).getByRole('article', { name: 'Análisis clínicos' });
    await expect(tarjeta).toContainText('Laboratorio Clínico Santa Rosalía, Av. José Larco 812, Miraflores');
    await expect(tarjeta).toContainText(`Código de reserva: ${codigo}`);
    await tarjeta.screenshot({ path: test.info().outputPath('citas-360.png') });
  });

  test('cambiar de distrito quita el local elegido y sus horarios', async ({ page }) => {
    await iniciarSesion(page, JORGE.documento, JORGE.password, JORGE.destino);
    await page.goto('/ecosistema/detecta/analisis');
    const main = page.getByRole('main');
    await elegirLugar(page, 'Lima', 'Laboratorio Jirón Cuzco');
    await expect(main.getByRole('radiogroup', { name: /Elige un horario/ })).toBeVisible();
    await main.getByRole('group', { name: 'Distrito' }).getByRole('radio', { name: 'Callao' }).check();
    await expect(main.getByRole('radio', { name: 'Laboratorio Jirón Cuzco' })).toHaveCount(0);
    await expect(main.getByRole('radiogroup', { name: /Elige un horario/ })).toHaveCount(0);
    await expect(
      main.getByRole('group', { name: 'Elige el local' }).getByRole('radio', { name: 'Laboratorio Puerto Nuevo' }),
    ).not.toBeChecked();
  });
});
