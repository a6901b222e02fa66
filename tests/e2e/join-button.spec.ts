import { expect, test, type Locator } from './support/fixtures.ts';
import { iniciarSesion } from './support/account';
import { videoconsulta } from './support/stubbedBookings';

/** José holds telemedicine in Protección de Tarjeta (benefit 2). */
const JOSE = { documento: '41234567', password: 'Beneficio#2026', destino: '/ecosistema/proteccion' };

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

/** The lines a time of day ("9:00 a. m.") inside `element` is drawn on, counted from its characters' boxes. */
function linesOfTheTime(element: Locator) {
  return element.evaluate((el) => {
    const time = /\d{1,2}:\d{2}\s[ap]\.\sm\./.exec(el.textContent ?? '');
    if (!time) return 0;
    const range = document.createRange();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let offset = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const length = node.textContent!.length;
      const start = time.index - offset;
      const end = time.index + time[0].length - offset;
      if (start >= 0 && start <= length) range.setStart(node, start);
      if (end >= 0 && end <= length) {
        range.setEnd(node, end);
        break;
      }
      offset += length;
    }
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom))).size;
  });
}

test('el botón para unirse a la videoconsulta no parte la hora: "9:00 a. m." queda en una línea', async ({ page }) => {
  await iniciarSesion(page, JOSE.documento, JOSE.password, JOSE.destino);
  // One video appointment on a date whose words bring the time to the edge of a 360 px line.
  await page.route('**/api/agendamientos/ListarCitas', (route) =>
    route.fulfill({
      json: {
        codigo: 0,
        data: [videoconsulta(9101, '2026-11-30')],
      },
    }),
  );
  await page.goto('/ecosistema/proteccion/telemedicina');
  const unirse = page
    .getByRole('main')
    .getByRole('link', { name: 'Unirse a la videoconsulta del lunes 30 de noviembre, 9:00 a. m.' });
  await expect(unirse).toBeVisible();
  expect(await linesOfTheTime(unirse)).toBe(1);
  // Whatever the phone's width, the button's words wrap around the time, never inside it.
  const broken: number[] = [];
  for (let width = 320; width <= 480; width += 4) {
    await page.setViewportSize({ width, height: 740 });
    if ((await linesOfTheTime(unirse)) !== 1) broken.push(width);
  }
  expect(broken, 'anchos donde la hora se parte').toEqual([]);
});
