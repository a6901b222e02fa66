import { expect, test, type Page } from './support/fixtures.ts';
import { completarInicio, iniciarSesion } from './support/account.ts';

/** Customers whose survey stays pending (encuesta 0 in the seed): this file closes it, never answers it. */
const JOSE = { documento: '41234567', password: 'Beneficio#2026', destino: '/ecosistema/proteccion' };
const JORGE = { documento: '43218765', password: 'Detecta+2026', destino: '/ecosistema/detecta' };
const TELEFONO = { width: 360, height: 740 };

test.use({ viewport: TELEFONO, isMobile: true, hasTouch: true });

const encuesta = (page: Page) => page.getByRole('dialog', { name: '¿Cómo calificarías tu experiencia?' });

/** The page has settled (its lazy parts, the survey's among them, have loaded): an absent survey is really absent. */
async function asentada(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

async function salir(page: Page) {
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/inicia$/);
}

test('la encuesta no vuelve en cada inicio de sesión: una vez por semana, y compacta en el teléfono', async ({
  page,
}) => {
  await iniciarSesion(page, JOSE.documento, JOSE.password, JOSE.destino);
  await expect(encuesta(page)).toBeInViewport();
  // A phone's screen stays the page's: the popup takes at most a fifth of it.
  expect((await encuesta(page).boundingBox())!.height).toBeLessThanOrEqual(TELEFONO.height / 5);
  await encuesta(page).getByRole('button', { name: 'Cerrar encuesta' }).click();
  await expect(encuesta(page)).toHaveCount(0);

  // Logged out and in again the same day: not asked again.
  await salir(page);
  await iniciarSesion(page, JOSE.documento, JOSE.password, JOSE.destino);
  await asentada(page);
  await expect(encuesta(page)).toHaveCount(0);

  // A week later it may ask again (the time it was shown is moved back eight days).
  await page.evaluate(() => {
    const key = 'beneficios:encuesta-mostrada';
    const shown = JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, number>;
    const eightDays = 8 * 24 * 60 * 60 * 1000;
    window.localStorage.setItem(
      key,
      JSON.stringify(Object.fromEntries(Object.entries(shown).map(([k, at]) => [k, at - eightDays]))),
    );
  });
  await salir(page);
  await iniciarSesion(page, JOSE.documento, JOSE.password, JOSE.destino);
  await expect(encuesta(page)).toBeVisible();
});

test('la encuesta no cubre un formulario: espera a una página sin campos', async ({ page }) => {
  // A reminder's link to a booking page, opened logged out: the login returns there.
  await page.goto('/ecosistema/detecta/telemedicina');
  await completarInicio(page, JORGE.documento, JORGE.password);
  await expect(page).toHaveURL(/\/ecosistema\/detecta\/telemedicina$/);
  await expect(
    page
      .getByRole('main')
      .getByRole('radiogroup', { name: /Elige un horario/ })
      .getByRole('radio')
      .first(),
  ).toBeVisible();
  await asentada(page);
  await expect(encuesta(page)).toHaveCount(0);

  // On the family page, with nothing to fill in, it asks.
  await page
    .getByRole('main')
    .getByRole('link', { name: /Detecta/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${JORGE.destino}$`));
  await expect(encuesta(page)).toBeInViewport();
});

test.describe('sin haber respondido el aviso de cookies', () => {
  test.use({ consentAnswered: false });

  test('la encuesta espera a que el cliente responda el aviso de cookies', async ({ page }) => {
    await iniciarSesion(page, JOSE.documento, JOSE.password, JOSE.destino);
    const aviso = page.getByRole('region', { name: 'Tu privacidad' });
    await expect(aviso).toBeVisible();
    await asentada(page);
    await expect(encuesta(page)).toHaveCount(0);

    await aviso.getByRole('button', { name: 'Rechazar' }).click();
    await expect(aviso).toBeHidden();
    await expect(encuesta(page)).toBeInViewport();
  });
});
