import { expect, test } from '@playwright/test';
import { iniciarSesion } from './support/account';
import { elegirPrimerHorario } from './support/ecosystem';

/** Jorge's plan includes clinical analysis, a health booking that asks for the reason and the patient (no specialty). */
const JORGE = { documento: '43218765', password: 'Detecta+2026', destino: '/ecosistema/detecta' };
const ANALISIS = '/ecosistema/detecta/analisis';
const TELEFONO = { width: 360, height: 740 };

for (const [ancho, uso, paciente] of [
  ['360 px, táctil', { viewport: TELEFONO, isMobile: true, hasTouch: true }, 'Lucía Gutiérrez'],
  ['1280 px', { viewport: { width: 1280, height: 800 }, hasTouch: true }, 'Mateo Gutiérrez'],
] as const) {
  test.describe(ancho, () => {
    test.use(uso);

    test(`tras un error, el nombre del paciente se escribe entero en su campo y llega así a la cita (${ancho})`, async ({ page }) => {
      await iniciarSesion(page, JORGE.documento, JORGE.password, JORGE.destino);
      await page.goto(ANALISIS);
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
