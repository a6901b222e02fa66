import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/fixtures.ts';
import { ESCRITORIO, MOVIL } from './support/axeWidths.ts';
import { esperarPaginaInteractiva } from './support/account.ts';
import { setTextZoom } from './support/layoutChecks.ts';

/**
 * Ley N.° 29733: the tag manager and the experiment script are absent from the network until the customer
 * accepts analytics; the choice is remembered and can be changed from the footer. The build under test is
 * `vite build --mode e2e` (.env.e2e configures both scripts); the test answers their requests itself.
 */

// A browser that has never answered the notice.
test.use({ consentAnswered: false });

const thirdParty = /googletagmanager\.com\/gtm\.js|experimentos\.example\.pe\/cliente\.js/;
const THIRD_PARTY_DELAY = 3_000;

function watchThirdParty(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (thirdParty.test(request.url())) seen.push(request.url());
  });
  return seen;
}

async function serveThirdParty(page: Page) {
  await page.route(thirdParty, (route) => route.fulfill({ contentType: 'text/javascript', body: '/* prueba */' }));
}

const banner = (page: Page) => page.getByRole('region', { name: 'Tu privacidad' });

for (const size of [MOVIL, ESCRITORIO]) {
  test.describe(`a ${size.width} px`, () => {
    test.use({ viewport: size });

    test('sin consentimiento no se carga ninguna analítica; aceptar la carga y se recuerda', async ({ page }) => {
      const requests = watchThirdParty(page);
      await serveThirdParty(page);
      await page.clock.install();
      await page.goto('/inicia');

      await expect(banner(page)).toBeInViewport();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations).toEqual([]);

      // Well past the 3 s delay: nothing third-party was asked for.
      await page.clock.runFor(THIRD_PARTY_DELAY * 3);
      expect(requests).toEqual([]);
      // The banner arrives with the prerendered page; its buttons answer once the page is interactive.
      await esperarPaginaInteractiva(page);
      expect(
        await page.evaluate(() =>
          [...document.scripts]
            .map((s) => s.src)
            .filter((src) => src.startsWith('http') && !src.includes(location.host)),
        ),
      ).toEqual([]);

      await banner(page).getByRole('button', { name: 'Aceptar analíticas' }).click();
      await expect(banner(page)).toBeHidden();
      await page.clock.runFor(THIRD_PARTY_DELAY + 500);
      await expect.poll(() => requests.length).toBe(2);
      expect(requests.some((url) => url.includes('gtm.js?id=GTM-PRUEBA1'))).toBe(true);

      // Remembered: the next visit loads them after the delay, without asking again.
      requests.length = 0;
      await page.reload();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      await expect(banner(page)).toBeHidden();
      await page.clock.runFor(THIRD_PARTY_DELAY + 500);
      await expect.poll(() => requests.length).toBe(2);
    });

    test('rechazar no carga nada, ni después; el pie de página permite cambiar la decisión', async ({ page }) => {
      const requests = watchThirdParty(page);
      await serveThirdParty(page);
      await page.clock.install();
      await page.goto('/nosotros');
      await esperarPaginaInteractiva(page);

      await banner(page).getByRole('button', { name: 'Rechazar' }).click();
      await expect(banner(page)).toBeHidden();
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Nosotros', level: 1 })).toBeVisible();
      await expect(banner(page)).toBeHidden();
      await esperarPaginaInteractiva(page);
      await page.clock.runFor(THIRD_PARTY_DELAY * 3);
      expect(requests).toEqual([]);

      const preferencias = page.getByRole('button', { name: 'Preferencias de cookies' });
      await preferencias.click();
      await expect(banner(page)).toBeInViewport();
      await expect(banner(page).getByText('Ahora: rechazaste las cookies analíticas.')).toBeVisible();
      await expect(banner(page).getByRole('heading', { name: 'Tu privacidad' })).toBeFocused();
      await banner(page).getByRole('button', { name: 'Aceptar analíticas' }).click();
      await expect(banner(page)).toBeHidden();
      await expect(preferencias).toBeFocused();
      await page.clock.runFor(THIRD_PARTY_DELAY + 500);
      await expect.poll(() => requests.length).toBe(2);
    });

    test('la portada prerenderizada también espera el consentimiento', async ({ page }) => {
      const requests = watchThirdParty(page);
      await serveThirdParty(page);
      await page.clock.install();
      await page.goto('/');

      await page.clock.runFor(THIRD_PARTY_DELAY * 3);
      await expect(banner(page)).toBeInViewport();
      expect(requests).toEqual([]);
      await esperarPaginaInteractiva(page);
      await banner(page).getByRole('button', { name: 'Aceptar analíticas' }).click();
      await page.clock.runFor(THIRD_PARTY_DELAY + 500);
      await expect.poll(() => requests.length).toBe(2);
    });
  });
}

test('a 320 px con texto al 200 %, las dos opciones se apilan y ninguna palabra se parte', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto('/inicia');
  await expect(banner(page)).toBeVisible();
  await setTextZoom(page, 200);
  for (const name of ['Rechazar', 'Aceptar analíticas']) {
    const button = banner(page).getByRole('button', { name });
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport();
    // Each word on one line: a word split across lines makes more lines than words.
    const { lines, words } = await button.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      return { lines: tops.size, words: element.textContent!.trim().split(/\s+/).length };
    });
    expect(lines, name).toBeLessThanOrEqual(words);
  }
  const [rechazar, aceptar] = await Promise.all(
    ['Rechazar', 'Aceptar analíticas'].map((name) => banner(page).getByRole('button', { name }).boundingBox()),
  );
  expect(aceptar!.y).toBeGreaterThan(rechazar!.y + rechazar!.height - 1);
});

test('a 320 px, con el aviso abierto, el final del pie de página se lee y sus enlaces no quedan debajo', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  const pie = page.getByRole('contentinfo');
  // The last link of the footer, reached by keyboard, and the version under it: both above the open notice.
  const libro = pie.getByRole('link', { name: /Libro de reclamaciones/ });
  await libro.focus();
  await expect(libro).toBeFocused();
  const version = pie.getByText('V2.1.0');
  await version.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const aviso = (await banner(page).boundingBox())!;
  for (const parte of [libro, version]) {
    const caja = (await parte.boundingBox())!;
    expect(caja.y + caja.height).toBeLessThanOrEqual(aviso.y);
  }
});

test.describe('a 320 px, un campo tocado donde el aviso abierto lo tapa en parte', () => {
  test.use({ isMobile: true, hasTouch: true });

  test('«Nombres» sube sobre el aviso y se ve lo que se escribe', async ({ page }) => {
    // A screen just tall enough to show the top 30 px of "Nombres" above the open notice, as a customer first sees it.
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto('/registro/1');
    await esperarPaginaInteractiva(page);
    const nombres = page.getByLabel('Nombres');
    const campo = (await nombres.boundingBox())!;
    const alto = Math.round(campo.y + 30 + (await banner(page).boundingBox())!.height);
    await page.setViewportSize({ width: 320, height: alto });
    const aviso = (await banner(page).boundingBox())!;
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(aviso.y).toBeGreaterThan(campo.y);
    expect(aviso.y).toBeLessThan(campo.y + campo.height);

    // A tap on the part in view focuses the field; browsers scroll only a field reached by keyboard.
    await page.touchscreen.tap(campo.x + 20, campo.y + 10);
    await expect(nombres).toBeFocused();
    await page.keyboard.type('María');
    await expect(nombres).toHaveValue('María');
    await expect
      .poll(async () => {
        const [caja, encima] = await Promise.all([nombres.boundingBox(), banner(page).boundingBox()]);
        return caja!.y + caja!.height <= encima!.y;
      })
      .toBe(true);
  });
});
