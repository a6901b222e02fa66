import { expect, test, type Page } from './support/fixtures.ts';
import { iniciarSesion } from './support/account.ts';
import { MARIA, pasarPorElCodigo } from './support/activation.ts';
import { ESCRITORIO, MOVIL } from './support/axeWidths.ts';

/**
 * The small things a customer notices: the inactivity warning sits above every other dialog (the survey popup is
 * dimmed under it), the info banner's cross-fade never shows two messages at once, and an over-long e-mail is
 * told it is too long instead of being cut.
 */

// Pedro's survey is still pending (encuesta 0 in the seed); this file never answers it.
const PEDRO = { documento: '40102030', password: 'Hogar$Seguro1', destino: '/ecosistema/hogar' };

/** Whatever is drawn on top at the centre of `selector`'s box. */
async function topmostAtCentreOf(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const target = document.querySelector(sel);
    if (!target) return null;
    const box = target.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      insideTarget: Boolean(top && target.contains(top)),
      overlay: Boolean(top?.closest('[data-modal-overlay], [role="alertdialog"]')),
    };
  }, selector);
}

for (const size of [MOVIL, ESCRITORIO]) {
  test.describe(`a ${size.width} px`, () => {
    test.use({ viewport: size, reducedMotion: 'reduce' });

    test('el aviso de inactividad queda encima de la encuesta, que se atenúa debajo', async ({ page }) => {
      // Warning after 2 s of inactivity (see app/session/idleSettings.ts).
      await page.addInitScript(() => window.localStorage.setItem('beneficios:idle-ms', '23000,21000'));
      await iniciarSesion(page, PEDRO.documento, PEDRO.password, PEDRO.destino);

      const encuesta = page.getByRole('dialog', { name: '¿Cómo calificarías tu experiencia?' });
      const aviso = page.getByRole('alertdialog', { name: '¿Sigues ahí?' });
      await expect(encuesta).toBeAttached();
      await expect(aviso).toBeInViewport();

      const survey = await topmostAtCentreOf(page, '[role="dialog"][aria-modal="false"]');
      expect(survey).toEqual({ insideTarget: false, overlay: true });
      const warning = await topmostAtCentreOf(page, '[role="alertdialog"]');
      expect(warning?.insideTarget).toBe(true);

      await aviso.getByRole('button', { name: 'Seguir conectado' }).click();
      await expect(aviso).toBeHidden();
      await expect(encuesta).toBeInViewport();
      expect((await topmostAtCentreOf(page, '[role="dialog"][aria-modal="false"]'))?.insideTarget).toBe(true);
    });

    test('el correo de más de 90 caracteres recibe su propio mensaje en vez de cortarse', async ({ page, request }) => {
      await page.goto('/registro/1');
      await page.getByLabel('Número de documento').fill('45678912');
      await page.getByLabel('Nombres').fill('María Fernanda');
      await page.getByRole('button', { name: 'Agregar Salud' }).click();
      await pasarPorElCodigo(page, request, MARIA.celular, () =>
        page.getByRole('button', { name: 'Siguiente' }).click(),
      );

      const correo = page.getByLabel('Correo electrónico', { exact: true });
      const largo = `${'maria.fernanda.quispe.huaman'.repeat(3)}@correo-de-ejemplo.com.pe`;
      expect(largo.length).toBeGreaterThan(90);
      await correo.fill(largo);
      await expect(correo).toHaveValue(largo);
      const mensaje = page.getByRole('alert').filter({ hasText: 'El correo debe tener como máximo 90 caracteres' });
      await expect(mensaje).toBeInViewport();
      await expect(page.getByRole('alert').filter({ hasText: 'Ingrese un correo válido.' })).toHaveCount(0);
      await correo.fill('maria@example.pe');
      await expect(mensaje).toHaveCount(0);
    });
  });
}

test('la transición del aviso informativo nunca muestra los dos mensajes a la vez', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  // The clock stands still from the first script: the rotation moves only when the test runs it, so a slow machine
  // cannot end the cross-fade (and remove the outgoing message) between two steps of the test.
  const start = new Date('2026-03-02T09:00:00-05:00');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start.getTime() + 60_000);
  await page.goto('/inicia');
  const banner = page.getByRole('region', { name: 'Información' });
  await expect(banner).toBeVisible();
  // Hydration waits on the page's own timers: run the clock in short steps until the banner's rotation has started.
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return page.locator('html').getAttribute('data-hydrated');
    })
    .toBe('true');
  // CSS animations run on real time, not on the installed clock: frozen from the start, so a slow machine cannot let
  // the fade finish between starting it and stepping through it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
  await page.clock.runFor(5_000);
  await expect(banner.locator('[data-state="out"]')).toHaveCount(1);

  // Step through the whole fade frame by frame (the animations are paused and seeked): at most one message is ever drawn.
  const drawnTogether = await banner.evaluate((section) => {
    const messages = [...section.querySelectorAll<HTMLElement>('[data-state]')];
    const animations = messages.flatMap((m) => m.getAnimations());
    if (animations.length < 2) return -1;
    animations.forEach((a) => a.pause());
    let most = 0;
    for (let t = 0; t <= 520; t += 10) {
      animations.forEach((a) => (a.currentTime = t));
      most = Math.max(most, messages.filter((m) => Number(getComputedStyle(m).opacity) > 0.02).length);
    }
    return most;
  });
  expect(drawnTogether).toBe(1);
});
