import { expect, test, type Page } from './support/fixtures.ts';
import { esperarPaginaInteractiva, iniciarSesion } from './support/account.ts';

/**
 * What a prerendered page does before its scripts: it shows the consent banner to a first visit and hides it from a
 * customer who already decided, makes a welcome dialog modal at once, and asks for its scripts only after the first
 * paint. The page's inline scripts run under the server's CSP (each allowed by its hash).
 */

const banner = (page: Page) => page.getByRole('region', { name: 'Tu privacidad' });

/** The page stays as the server sent it: its modules are never delivered. */
async function withoutModules(page: Page) {
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
}

test.describe('primera visita', () => {
  test.use({ consentAnswered: false, viewport: { width: 360, height: 740 } });

  test('el aviso de cookies llega con la página, antes de cualquier script', async ({ page }) => {
    await withoutModules(page);
    await page.goto('/inicia');
    await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeInViewport();
    await expect(banner(page)).toBeInViewport();
    await expect(banner(page).getByRole('button', { name: 'Rechazar' })).toBeVisible();
  });
});

test.describe('cliente que ya decidió', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('no ve el aviso ni antes de los scripts ni después', async ({ page }) => {
    await withoutModules(page);
    await page.goto('/registro/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Activa tu cuenta' })).toBeInViewport();
    await expect(banner(page)).toBeHidden();

    await page.unrouteAll();
    await page.reload();
    await esperarPaginaInteractiva(page);
    await expect(banner(page)).toHaveCount(0);
    // The mark that hid it is gone: the footer can show the banner again.
    await expect(page.locator('html')).not.toHaveAttribute('data-consent-decided');
    await page.getByRole('button', { name: 'Preferencias de cookies' }).click();
    await expect(banner(page)).toBeInViewport();
  });

  test('la bienvenida de una landing Power es modal desde el primer momento', async ({ page }) => {
    await withoutModules(page);
    await page.goto('/vida-power');
    const welcome = page.getByRole('dialog');
    await expect(welcome).toBeVisible();
    expect(await welcome.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    await expect(welcome.getByRole('button', { name: 'Continuar' })).toBeFocused();
    // The browser's own dialog closes without scripts too, and leaves the page usable.
    await page.keyboard.press('Escape');
    await expect(welcome).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Vida Power!' })).toBeInViewport();
  });

  test('un toque antes de los scripts no se pierde: el menú del teléfono se abre cuando la página responde', async ({
    page,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/nosotros');
    const abrir = page.getByRole('banner').getByRole('button', { name: 'Abrir menú' });
    await expect(abrir).toBeInViewport();
    await abrir.click();
    await expect(page.getByRole('navigation', { name: 'Menú' })).toBeHidden();

    release();
    await esperarPaginaInteractiva(page);
    const menu = page.getByRole('navigation', { name: 'Menú' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Iniciar sesión' })).toBeInViewport();
    // Tapped once, opened once: a later tap closes it as usual.
    await page.getByRole('banner').getByRole('button', { name: 'Cerrar menú' }).click();
    await expect(menu).toBeHidden();
  });

  test('un formulario no se envía antes de sus scripts: lo escrito nunca llega a la dirección', async ({ page }) => {
    // A native submit of these forms would be a GET to the same page with every field in the query string, the
    // password included (history, server logs). Their submit buttons arrive disabled, which also blocks Enter.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).search !== '') sent.push(request.url());
    });
    // A submit navigates from a task of its own: two frames later its request has been made.
    const twoFrames = () =>
      page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await withoutModules(page);
    await page.goto('/inicia');
    await page.getByLabel('Número de documento').fill('41234567');
    await page.getByLabel('Contraseña', { exact: true }).fill('Secreta#2026');
    await page.getByLabel('Contraseña', { exact: true }).press('Enter');
    await twoFrames();
    await page.getByRole('button', { name: 'Iniciar sesión' }).click({ force: true });
    await twoFrames();
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeDisabled();
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue('Secreta#2026');

    for (const route of ['/', '/registro/1', '/password']) {
      await page.goto(route);
      const form = page.locator('main form').first();
      await expect(form.locator('[type="submit"]')).toBeDisabled();
      const first = form.locator('input:not([type="hidden"])').first();
      await first.fill('41234567');
      await first.press('Enter');
      await twoFrames();
      await expect(first).toHaveValue('41234567');
    }
    expect(sent).toEqual([]);
  });

  test('una primera visita se pinta sin esperar la fuente y la usa desde la página siguiente; la próxima visita, desde el primer pintado', async ({
    page,
  }) => {
    /** When the page asked for its Latin font file, and when it first painted. */
    const fontAndPaint = () =>
      page.evaluate(() => ({
        font: performance.getEntriesByType('resource').find((entry) => /figtree-latin-wght.*\.woff2$/.test(entry.name))
          ?.startTime,
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      }));
    const inTypeface = () =>
      page.evaluate(() =>
        [...document.fonts].some((face) => face.family === 'Figtree Variable' && face.status === 'loaded'),
      );

    await page.goto('/vida');
    await esperarPaginaInteractiva(page);
    await expect.poll(async () => (await fontAndPaint()).font).toBeDefined();
    const first = await fontAndPaint();
    expect(first.font).toBeGreaterThan(first.paint);
    // The page being read keeps its type; the next one opened takes the typeface.
    expect(await inTypeface()).toBe(false);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Nosotros' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await expect.poll(inTypeface).toBe(true);

    await page.goto('/salud');
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await expect.poll(async () => (await fontAndPaint()).font).toBeDefined();
    const later = await fontAndPaint();
    expect(later.font).toBeLessThan(later.paint);
  });

  for (const route of ['/', '/inicia', '/nosotros', '/vida']) {
    test(`${route} pide sus scripts después del primer pintado y respeta su CSP`, async ({ page }) => {
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      await page.goto(route);
      await esperarPaginaInteractiva(page);
      const { firstPaint, firstScript } = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        const scripts = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js'));
        return {
          firstPaint: paint?.startTime ?? Infinity,
          firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        };
      });
      expect(firstScript).toBeGreaterThanOrEqual(firstPaint);
      expect(refused).toEqual([]);
    });
  }

  for (const route of ['/', '/inicia', '/registro/1', '/password', '/nosotros', '/vida', '/vida-power']) {
    test(`${route} nombra de antemano cada módulo que su hidratación necesita`, async ({ page }) => {
      await page.goto(route);
      await esperarPaginaInteractiva(page);
      // Everything fetched until the page answers was named in the HTML, so it travelled at once after the paint
      // instead of one round trip after another.
      const { named, fetched } = await page.evaluate(() => {
        const meta = (name: string) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';
        return {
          named: [meta('beneficios:entry'), ...meta('beneficios:modules').split(' ')]
            .filter(Boolean)
            .map((href) => new URL(href, location.href).href),
          fetched: performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((name) => name.endsWith('.js')),
        };
      });
      expect(named.length).toBeGreaterThan(3);
      expect(fetched.filter((url) => !named.includes(url))).toEqual([]);
    });
  }
});

/** Every script a page names for its loader to ask for after the first paint: its boot module and what it preloads. */
function modulosNombrados(html: string): Set<string> {
  return new Set(html.match(/\/assets\/[\w.-]+\.js/g));
}

test.describe('el inicio del cliente', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('/ecosistema llega con su marco y "Recuperando tu sesión", antes de cualquier script', async ({ page }) => {
    // A customer on a slow line sees the portal at once instead of a blank page while the scripts travel.
    await withoutModules(page);
    await page.goto('/ecosistema');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Beneficios, ir al inicio' })).toBeInViewport();
    await expect(page.getByText('Recuperando tu sesión')).toBeInViewport();
    await expect(page.getByRole('contentinfo')).toBeAttached();
  });

  test('sin una sesión guardada, /ecosistema cambia su marco por el inicio de sesión', async ({ page }) => {
    await page.goto('/ecosistema');
    await expect(page).toHaveURL(/\/inicia$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeVisible();
    // The frame was replaced, not kept beside the app's render.
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByText('Recuperando tu sesión')).toHaveCount(0);
  });

  test('/ecosistema trae los estilos de su página: el inicio no espera otra hoja de estilos', async ({ page }) => {
    // A stylesheet found only when the page's chunk loads costs one more round trip before the customer's content.
    await iniciarSesion(page, '70011223', 'Cuotas#Lima2026', '/ecosistema');
    // The login's own navigation loads the page's chunk and its stylesheets: only the reload's requests count.
    const saludo = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(saludo).toHaveText('Hola, Rosa');
    const pedidas: string[] = [];
    // Routing also turns the browser's cache off: every stylesheet the page asks for passes here.
    await page.route(/\.css$/, (route) => {
      pedidas.push(new URL(route.request().url()).pathname);
      return route.continue();
    });
    await page.reload();
    await expect(saludo).toHaveText('Hola, Rosa');
    expect(pedidas.filter((ruta) => /\/(EcosystemPage|BenefitCard|CardGrid|notices)-[\w-]+\.css$/.test(ruta))).toEqual(
      [],
    );
  });

  test('con una sesión guardada, la página del cliente se muestra solo con los módulos que /ecosistema nombra', async ({
    page,
    request,
  }) => {
    // Anything else (zod, the stored schemas, the API client) would be one more download and evaluation before the
    // customer's content on a slow phone: here it is held until the greeting shows, so needing it never shows it.
    await iniciarSesion(page, '70011223', 'Cuotas#Lima2026', '/ecosistema');
    const saludo = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(saludo).toHaveText('Hola, Rosa');
    const nombrados = modulosNombrados(await (await request.get('/ecosistema')).text());
    expect(nombrados.size).toBeGreaterThan(3);
    let mostrado!: () => void;
    const saludoVisible = new Promise<void>((resolve) => (mostrado = resolve));
    const retenidos: string[] = [];
    await page.route(/\/assets\/[\w.-]+\.js$/, async (route) => {
      const ruta = new URL(route.request().url()).pathname;
      if (!nombrados.has(ruta)) {
        retenidos.push(ruta);
        await saludoVisible;
      }
      await route.continue();
    });
    await page.reload();
    await expect(saludo).toHaveText('Hola, Rosa');
    mostrado();
    // The token check's modules are asked for as it starts, and pass here: the test sees what it holds.
    await expect.poll(() => retenidos.some((ruta) => /\/contract-/.test(ruta))).toBe(true);
  });

  test('/ecosistema nombra de antemano su página y los módulos que recuperan la sesión; otras rutas no', async ({
    request,
  }) => {
    // On a slow line each module found only as the app runs costs a round trip: the page sent at /ecosistema names
    // them all, so they travel with its boot module.
    const nombrados = [...modulosNombrados(await (await request.get('/ecosistema')).text())];
    const nombra = (module: string) =>
      nombrados.some((ruta) => new RegExp(`^/assets/${module}-[\\w-]+\\.js$`).test(ruta));
    for (const module of ['EcosystemHomePage', 'session']) {
      expect(nombra(module), module).toBe(true);
    }
    // The stored session is read without zod, and the API client and the contract check the token with the server
    // after the page shows: they do not compete with what the customer's content needs.
    for (const module of ['storedSchemas', 'primitives', 'sessionServices', 'contract']) {
      expect(nombra(module), module).toBe(false);
    }
    // A guest opening a video room gets the plain shell, without the customer's home.
    const sala = await (await request.get('/videollamada/sala-de-prueba')).text();
    expect(sala).toContain('<div id="root"></div>');
    expect(sala).not.toContain('EcosystemHomePage');
  });
});
