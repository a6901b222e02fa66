import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/fixtures.ts';
import { iniciarSesion } from './support/account';
import { elegirLugar, elegirPrimerHorario, liberarCitas } from './support/ecosystem';
import { bookVideoRoom } from './support/roomBooking.ts';

const JORGE = { documento: '43218765', password: 'Detecta+2026' };

async function axe(page: Page, donde: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations, donde).toEqual([]);
}

/**
 * Each logged-in page as it opens is checked by axe at 360 and 1280 px in the phone sweep (phone-sweep.spec.ts); here,
 * the states a customer reaches on them: a benefit outside the plan, a place chosen, a booking made, a change open,
 * the cancel dialog.
 */

// Each width starts with Jorge's once-a-year clinical analysis unused, and one video consultation upcoming, so the
// appointments page shows a card (coworking is outside Jorge's plan).
test.beforeEach(async ({ request }) => {
  await liberarCitas(request, JORGE.documento, JORGE.password);
  await bookVideoRoom(request);
});

for (const ancho of [
  { nombre: 'escritorio', width: 1280, height: 800 },
  { nombre: 'móvil', width: 360, height: 740 },
]) {
  test(`los estados de las páginas con sesión no tienen problemas de accesibilidad (${ancho.nombre})`, async ({
    page,
  }) => {
    // Five states, each checked by axe: a minute on a busy two-core machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: ancho.width, height: ancho.height });
    // Jorge (Cáncer + Accidentes): bookings, and a benefit outside his plan.
    await iniciarSesion(page, JORGE.documento, JORGE.password, '/ecosistema/detecta');
    await page.goto('/ecosistema/vida/orientacion');
    await expect(page.getByRole('main').getByText('Este beneficio no está incluido en tu plan.')).toBeVisible();
    await axe(page, 'beneficio fuera del plan');
    const main = page.getByRole('main');
    // A place chosen, with its phone and map links, then after booking: the notice, the confirmation choice and the
    // calendar button.
    await page.goto('/ecosistema/detecta/analisis');
    await main.getByRole('textbox', { name: 'Motivo de la consulta' }).fill('Control anual');
    await elegirLugar(page, 'Santiago de Surco');
    await axe(page, 'local elegido');
    await elegirPrimerHorario(page);
    await main.getByRole('button', { name: 'Agendar cita' }).click();
    await expect(main.getByRole('button', { name: 'Reenviar confirmación' })).toBeVisible();
    await axe(page, 'cita agendada');
    // The appointments list with a change open, then the cancel dialog.
    await page.goto('/ecosistema/citas');
    // One that can still change: a video consultation of this hour may lead the list, its room open.
    const codigo = await main
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Cambiar' }) })
      .first()
      .getByText(/^Código de reserva:/)
      .textContent();
    const cambiable = main.getByRole('article').filter({ hasText: codigo! });
    await cambiable.getByRole('button', { name: 'Cambiar' }).click();
    await expect(main.getByRole('button', { name: 'Confirmar cambio' })).toBeVisible();
    await axe(page, 'cambiar cita');
    await cambiable.getByRole('button', { name: 'Cancelar cita' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await axe(page, 'cancelar cita');
  });
}
