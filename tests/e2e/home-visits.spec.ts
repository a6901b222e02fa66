import { expect, test, type Page } from './support/fixtures.ts';
import { iniciarSesion } from './support/account';
import { elegirPrimerHorario, leerIcs, mensajesPara } from './support/ecosystem';
import { axeViolations, layoutProblems, setTextZoom } from './support/layoutChecks';

const ELENA = { documento: '44332211', password: 'Salud#Lima2026', email: 'elena.castillo@example.pe' };
const DIRECCION = 'Av. José Larco 345, dpto. 501, Miraflores, Lima';

/** The page as it stands reads and works on a phone: nothing sideways or cut at 360 and 320 px (and 200 % text), axe clean. */
async function sePuedeUsar(page: Page) {
  const problemas = [...(await layoutProblems(page)), ...(await axeViolations(page))];
  await page.setViewportSize({ width: 320, height: 740 });
  problemas.push(...(await layoutProblems(page)));
  await setTextZoom(page, 200);
  problemas.push(...(await layoutProblems(page, { targets: false })));
  await setTextZoom(page, 100);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(problemas).toEqual([]);
}

test.describe('visitas a domicilio (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('Elena agenda Médico a domicilio: el formulario pide la dirección, la confirmación y Citas la muestran, y la vuelve a usar', async ({
    page,
    request,
  }) => {
    await iniciarSesion(page, ELENA.documento, ELENA.password, /\/ecosistema/);
    const main = page.getByRole('main');
    await page.goto('/ecosistema/salud/medico');
    const donde = main.getByRole('group', { name: '¿Dónde te visitamos?' });
    await expect(donde).toBeVisible();
    await expect(donde).toContainText('Solo en Lima Metropolitana y Callao.');
    await main.getByRole('textbox', { name: 'Motivo de la consulta' }).fill('Fiebre alta desde ayer');

    // Without an address nothing is sent: the district, where the person is looking, says why.
    const enviadas: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/agendamientos/AgregarAgenda')) enviadas.push(r.url());
    });
    await elegirPrimerHorario(page);
    await main.getByRole('button', { name: 'Agendar cita' }).click();
    const distrito = donde.getByRole('combobox', { name: 'Distrito' });
    await expect(distrito).toHaveAttribute('aria-invalid', 'true');
    await expect(donde.getByText('Elige el distrito.')).toBeInViewport();
    await expect(distrito).toBeFocused();
    await expect(donde.getByText('Ingresa la calle y el número de tu dirección.')).toBeVisible();
    expect(enviadas).toEqual([]);
    await sePuedeUsar(page);

    await distrito.selectOption({ label: 'Miraflores' });
    await donde.getByRole('textbox', { name: 'Dirección' }).fill('Av. José Larco 345, dpto. 501');
    await donde.getByRole('textbox', { name: 'Referencia (opcional)' }).fill('Frente al parque Kennedy');
    await donde.getByRole('checkbox', { name: 'Guardar esta dirección' }).check();
    await expect(donde.getByText('Elige el distrito.')).toHaveCount(0);

    const salud = page.waitForRequest((r) => r.url().endsWith('/api/agendamientos/AgregarAgendaSalud'));
    await main.getByRole('button', { name: 'Agendar cita' }).click();
    expect((await salud).postDataJSON()).toMatchObject({
      idBeneficio: 16,
      direccion: { ubigeo: '150122', calle: 'Av. José Larco 345, dpto. 501', referencia: 'Frente al parque Kennedy' },
    });
    const confirmacion = main.getByRole('status').filter({ hasText: 'Cita agendada.' });
    await expect(confirmacion).toBeInViewport();
    await expect(confirmacion).toContainText(`Dirección: ${DIRECCION}. Referencia: Frente al parque Kennedy.`);
    await expect(confirmacion).toContainText('Guardamos la dirección en tu perfil.');
    const [correo] = await mensajesPara(request, ELENA.email);
    expect(correo?.asunto).toBe('Cita agendada: Médico a domicilio');
    expect(correo?.cuerpo).toContain(`Dirección: ${DIRECCION}.`);

    const descarga = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Agregar a mi calendario' }).click();
    const ics = await leerIcs(await descarga);
    expect(ics.lineas).toContain('LOCATION:Av. José Larco 345\\, dpto. 501\\, Miraflores\\, Lima');

    // Citas shows where the doctor goes.
    await main.getByRole('link', { name: 'Ver mis citas' }).click();
    await expect(page).toHaveURL(/\/ecosistema\/citas$/);
    const tarjeta = main.getByRole('article', { name: 'Médico a domicilio' });
    await expect(tarjeta).toContainText(DIRECCION);
    await expect(tarjeta).toContainText('Referencia: Frente al parque Kennedy');

    // Next time the saved address is offered, already chosen.
    await page.goto('/ecosistema/salud/enfermera');
    const guardadas = main.getByRole('group', { name: '¿Dónde te visitamos?' });
    await expect(guardadas.getByRole('radio', { name: `${DIRECCION} (Frente al parque Kennedy)` })).toBeChecked();
    await expect(guardadas.getByRole('radio', { name: 'Otra dirección' })).not.toBeChecked();
    await expect(main.getByRole('combobox', { name: 'Distrito' })).toHaveCount(0);
    await sePuedeUsar(page);

    // The settings page lists it, and deletes it.
    await page.goto('/ecosistema/configuracion');
    const seccion = main.getByRole('region', { name: 'Direcciones guardadas' });
    await expect(seccion.getByText(DIRECCION)).toBeVisible();
    await sePuedeUsar(page);
    const eliminar = seccion
      .getByRole('listitem')
      .filter({ hasText: DIRECCION })
      .getByRole('button', { name: 'Eliminar' });
    await expect(eliminar).toHaveAccessibleDescription(`${DIRECCION} Referencia: Frente al parque Kennedy`);
    await eliminar.click();
    await expect(seccion.getByRole('status')).toContainText('Dirección eliminada.');
    await expect(seccion.getByText(DIRECCION)).toHaveCount(0);
    await expect(seccion.getByText('Aún no tienes direcciones guardadas.', { exact: false })).toBeVisible();
  });
});
