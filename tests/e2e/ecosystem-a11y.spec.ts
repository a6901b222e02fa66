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

/** Logged-in pages with what each must show before it is checked. */
const paginas: { ruta: string; listo: (page: Page) => Promise<void> }[] = [
  { ruta: '/ecosistema', listo: (p) => expect(p.getByRole('main').getByRole('article').first()).toBeVisible() },
  { ruta: '/ecosistema/detecta', listo: (p) => expect(p.getByRole('main').getByRole('article').first()).toBeVisible() },
  {
    ruta: '/ecosistema/detecta/analisis',
    listo: (p) => expect(p.getByRole('main').getByRole('group', { name: 'Distrito' })).toBeVisible(),
  },
  {
    ruta: '/ecosistema/detecta/telemedicina',
    listo: (p) => expect(p.getByRole('main').getByRole('button', { name: 'Agendar videoconsulta' })).toBeVisible(),
  },
  {
    ruta: '/ecosistema/vida/orientacion',
    listo: (p) => expect(p.getByRole('main').getByText('Este beneficio no está incluido en tu plan.')).toBeVisible(),
  },
  {
    ruta: '/ecosistema/salud',
    listo: (p) => expect(p.getByRole('main').getByRole('link', { name: 'Volver a mis beneficios' })).toBeVisible(),
  },
  { ruta: '/ecosistema/citas', listo: (p) => expect(p.getByRole('main').getByRole('article').first()).toBeVisible() },
  {
    ruta: '/ecosistema/invitados',
    listo: (p) => expect(p.getByRole('main').getByRole('button', { name: 'Invitar' })).toBeVisible(),
  },
  {
    ruta: '/ecosistema/configuracion',
    listo: (p) => expect(p.getByRole('main').getByRole('button', { name: 'Guardar datos' })).toBeVisible(),
  },
];

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
  test(`las páginas con sesión no tienen problemas de accesibilidad (${ancho.nombre})`, async ({ page }) => {
    // Nine pages and five states, each checked by axe: minutes on a busy two-core machine.
    test.setTimeout(180_000);
    await page.setViewportSize({ width: ancho.width, height: ancho.height });
    // Jorge (Cáncer + Accidentes): cards, bookings, a family and a benefit outside his plan, guests.
    await iniciarSesion(page, JORGE.documento, JORGE.password, '/ecosistema/detecta');
    for (const { ruta, listo } of paginas) {
      await page.goto(ruta);
      await listo(page);
      await axe(page, ruta);
    }
    const main = page.getByRole('main');
    // After booking: the notice, the confirmation choice and the calendar button.
    await page.goto('/ecosistema/detecta/analisis');
    await main.getByRole('textbox', { name: 'Motivo de la consulta' }).fill('Control anual');
    // The place list, with its phone and map links, once a district is chosen.
    await elegirLugar(page, 'Santiago de Surco');
    await axe(page, 'local elegido');
    await elegirPrimerHorario(page);
    await main.getByRole('button', { name: 'Agendar cita' }).click();
    await expect(main.getByRole('button', { name: 'Reenviar confirmación' })).toBeVisible();
    await axe(page, 'cita agendada');
    // The appointments list with a change open, then the cancel dialog.
    await page.goto('/ecosistema/citas');
    await main.getByRole('article').first().getByRole('button', { name: 'Cambiar' }).click();
    await expect(main.getByRole('button', { name: 'Confirmar cambio' })).toBeVisible();
    await axe(page, 'cambiar cita');
    await main.getByRole('article').first().getByRole('button', { name: 'Cancelar cita' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await axe(page, 'cancelar cita');
  });
}
