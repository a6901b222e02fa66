import { expect, test, type Page } from './support/fixtures.ts';
import { benefits, catalogueFamilies } from '../../app/domain/catalogue/index.ts';
import { iniciarSesion } from './support/account';

/** The first screen of the phones the portal is tried on. */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const AMBULANCIA = { nombre: '¿Es una emergencia?', enlace: 'Llamar al (01) 700-5000', href: 'tel:017005000' };

/** The emergency line is the first thing on the page, wholly inside the first 360 × 740 screen, and dials. */
async function lineaDeEmergenciaArriba(page: Page) {
  const region = page.getByRole('main').getByRole('region', { name: AMBULANCIA.nombre });
  const llamar = region.getByRole('link', { name: AMBULANCIA.enlace });
  await expect(llamar).toHaveAttribute('href', AMBULANCIA.href);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(region).toBeInViewport({ ratio: 1 });
}

for (const ruta of ['/salud/ambulancia', '/vida-power/ambulancia']) {
  test(`${ruta}: la línea de emergencia está arriba, en la primera pantalla, y llama con un toque`, async ({
    page,
  }) => {
    await page.goto(ruta);
    await lineaDeEmergenciaArriba(page);
  });
}

test('la ambulancia de Vida Power, con sesión: la línea de emergencia también está arriba', async ({ page }) => {
  await iniciarSesion(page, '47924680', 'VidaPower#22', '/ecosistema/vida-power');
  await page.goto('/ecosistema/vida-power/ambulancia');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await lineaDeEmergenciaArriba(page);
});

test('ningún otro beneficio muestra la línea de emergencia', async ({ page }) => {
  await page.goto('/salud/telemedicina');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: AMBULANCIA.nombre })).toHaveCount(0);
});

/**
 * Every phone number printed on the page ("(01) 311-9000", a mobile "987 654 321") that is not inside a `tel:` link
 * dialling those same digits.
 */
async function telefonosSinEnlace(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const numero = /\(0\d\)\s?\d{3}[-\s]?\d{4}|(?<!\d)9\d{2}\s?\d{3}\s?\d{3}(?!\d)/g;
    const sueltos: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const [shown] of (node.textContent ?? '').matchAll(numero)) {
        const link = node.parentElement?.closest('a');
        const dials = link?.getAttribute('href') === `tel:${shown.replace(/[^\d+]/g, '')}`;
        if (!dials) sueltos.push(`${shown} en «${node.parentElement?.textContent?.trim().slice(0, 80)}»`);
      }
    }
    return sueltos;
  });
}

test('cada teléfono de las páginas públicas es un enlace tel: que marca ese número', async ({ page }) => {
  test.setTimeout(180_000);
  const rutas = [
    '/',
    '/inicia',
    '/registro/1',
    '/password',
    '/nosotros',
    ...catalogueFamilies.map((f) => f.rutaexterna),
    ...new Set(benefits.map((b) => b.linkOut)),
  ];
  const faltan: string[] = [];
  let telefonosVistos = 0;
  for (const ruta of rutas) {
    await page.goto(ruta);
    // Prerendered or drawn by the script: the page's heading and the footer's line are there.
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /Financiera:/ })).toBeAttached();
    faltan.push(...(await telefonosSinEnlace(page)).map((t) => `${ruta}: ${t}`));
    telefonosVistos += await page.locator('a[href^="tel:"]').count();
  }
  // The contact card of the home's questions.
  await page.goto('/');
  await page.getByRole('heading', { name: 'Preguntas frecuentes' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: '¿No resolvimos tu duda?' }).click();
  await expect(page.getByRole('dialog', { name: 'Contáctanos' })).toBeVisible();
  faltan.push(...(await telefonosSinEnlace(page)).map((t) => `contacto: ${t}`));

  expect(faltan).toEqual([]);
  // The footer's line on every page, the info banner, the ambulance pages: the scan did find numbers.
  expect(telefonosVistos).toBeGreaterThan(rutas.length);
});
