import { expect, test } from './support/fixtures.ts';
import { benefitByRoute, familyBySlug } from '../../app/domain/catalogue/index.ts';

/**
 * Public pages arrive as prerendered HTML with their styles inline: with scripts off, a visitor on a slow phone
 * already sees the heading and can read the form, at 360 px and at 1280 px.
 */
test.use({ javaScriptEnabled: false });

const forms: Record<string, { heading: string; fields: string[]; submit: string }> = {
  '/': {
    heading: '¿Ya estás disfrutando de tus beneficios?',
    fields: ['Tipo de documento', 'Número de documento'],
    submit: 'Activar',
  },
  '/inicia': { heading: 'Inicia sesión', fields: ['Número de documento', 'Contraseña'], submit: 'Iniciar sesión' },
  '/registro/1': {
    heading: 'Activa tu cuenta',
    fields: ['Tipo de documento', 'Número de documento', 'Nombres'],
    submit: 'Siguiente',
  },
  '/password': {
    heading: 'Restablece tu contraseña',
    fields: ['Tipo de documento', 'Número de documento'],
    submit: 'Continuar',
  },
};

const familyTitle = (slug: string) => {
  const family = familyBySlug(slug)!;
  return family.navtitle ?? family.name;
};

const pages: Record<string, string> = {
  '/nosotros': 'Nosotros',
  ...Object.fromEntries(
    ['proteccion', 'vida', 'detecta', 'salud', 'cuotas', 'hogar', 'vidaTotal'].map((slug) => [
      `/${slug}`,
      familyTitle(slug),
    ]),
  ),
  '/detecta-power': 'Detecta Power!',
  '/vida-power': 'Vida Power!',
  // Benefit pages: one of each kind (a video consultation, a place, a home visit, an emergency, a Power plan's).
  ...Object.fromEntries(
    ['/salud/telemedicina', '/salud/analisis', '/salud/medico', '/salud/ambulancia', '/vida-power/chequeo'].map(
      (route) => [route, benefitByRoute(route)!.tituloOut],
    ),
  ),
};

for (const width of [360, 1280]) {
  test.describe(`sin JavaScript, a ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const [route, form] of Object.entries(forms)) {
      test(`${route} muestra su título y su formulario`, async ({ page }) => {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1, name: form.heading })).toBeInViewport();
        const main = page.locator('main');
        for (const field of form.fields) await expect(main.getByLabel(field, { exact: true })).toBeVisible();
        await expect(main.getByRole('button', { name: form.submit, exact: true })).toBeVisible();
        // Every style is in the page: nothing waits for a stylesheet download.
        await expect(page.locator('link[rel="stylesheet"]:not([disabled])')).toHaveCount(0);
      });
    }

    // The insurance list's code loads on first use, but its markup is in the page: its styles must be too.
    test('/registro/1 dibuja la lista de seguros con sus estilos', async ({ page }) => {
      await page.goto('/registro/1');
      const elegidos = page.locator('main').getByText('Elegidos (0/2)');
      await expect(elegidos).toBeVisible();
      const { fontSize, fontWeight } = await elegidos.evaluate((e) => getComputedStyle(e));
      // Unstyled, it would be the browser's 16 px at normal weight.
      expect(fontSize).not.toBe('16px');
      expect(Number(fontWeight)).toBeGreaterThanOrEqual(600);
    });

    for (const [route, heading] of Object.entries(pages)) {
      test(`${route} muestra su título`, async ({ page }) => {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeInViewport();
        await expect(page.locator('link[rel="stylesheet"]:not([disabled])')).toHaveCount(0);
      });
    }

    // Someone looking for the ambulance may be in an emergency: the line is there and callable before any script.
    test('/salud/ambulancia ofrece la línea de emergencia sin esperar al JavaScript', async ({ page }) => {
      await page.goto('/salud/ambulancia');
      await expect(page.locator('main a[href^="tel:"]').first()).toBeInViewport();
    });
  });
}
