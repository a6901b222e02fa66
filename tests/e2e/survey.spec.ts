import { expect, test, type Page } from './support/fixtures.ts';
import { iniciarSesion } from './support/account.ts';
import { expectAccessibleAtBothWidths } from './support/axeWidths.ts';

// Customers whose survey is still pending (encuesta 0 in the seed); only the first one answers it.
const RESPONDE = { documento: '001234567', password: 'Total*Vida99', destino: '/ecosistema/vidaTotal' };
const FALLA = { documento: '40102030', password: 'Hogar$Seguro1', destino: '/ecosistema/hogar' };

const encuesta = (page: Page) => page.getByRole('dialog', { name: '¿Cómo calificarías tu experiencia?' });

test('el cliente califica su experiencia y recibe el código de registro', async ({ page, browser, baseURL }) => {
  await iniciarSesion(page, RESPONDE.documento, RESPONDE.password, RESPONDE.destino);
  await expect(encuesta(page)).toBeVisible();
  await expect(encuesta(page).getByRole('radio')).toHaveCount(3);
  await expectAccessibleAtBothWidths(page, 'section[role="dialog"]');

  await encuesta(page).getByRole('radio', { name: 'Buena' }).check();
  const envio = page.waitForRequest('**/api/encuestas/guardarEncuesta');
  const respuesta = page.waitForResponse('**/api/encuestas/guardarEncuesta');
  await encuesta(page).getByRole('button', { name: 'Enviar' }).click();
  expect((await envio).postDataJSON()).toEqual({ valor: 'Promotor', ruta: RESPONDE.destino });
  const { cod } = (await (await respuesta).json()) as { cod: number };

  expect(cod).toBeGreaterThan(0);
  // The stored answer's id is not the customer's business: thanks, no code.
  await expect(encuesta(page).getByRole('status')).toHaveText(
    '¡Gracias por tu opinión! Nos ayuda a mejorar tus beneficios.',
  );
  await expectAccessibleAtBothWidths(page, 'section[role="dialog"]');
  await encuesta(page).getByRole('button', { name: 'Cerrar encuesta' }).click();
  await expect(encuesta(page)).toHaveCount(0);

  // The answer is stored: the next login does not ask again.
  const otro = await browser.newContext({ baseURL });
  const segunda = await otro.newPage();
  await iniciarSesion(segunda, RESPONDE.documento, RESPONDE.password, RESPONDE.destino);
  await expect(segunda.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(encuesta(segunda)).toHaveCount(0);
  await otro.close();
});

test('si el envío falla, "Lo sentimos" y la encuesta sigue disponible hasta cerrarla', async ({ page }) => {
  await page.route('**/api/encuestas/guardarEncuesta', (route) =>
    route.fulfill({ status: 500, json: { error: 'error_interno', mensaje: 'Ocurrió un error inesperado.' } }),
  );
  await iniciarSesion(page, FALLA.documento, FALLA.password, FALLA.destino);

  await encuesta(page).getByRole('radio', { name: 'Mala' }).check();
  await encuesta(page).getByRole('button', { name: 'Enviar' }).click();
  const aviso = page.getByRole('dialog', { name: 'Lo sentimos' });
  await expect(aviso).toBeVisible();
  await expect(aviso).toContainText('No se pudo enviar la información, intentelo mas tarde.');
  // The survey steps aside while the dialog speaks, and comes back with the face chosen.
  await expect(encuesta(page)).toBeHidden();
  await expectAccessibleAtBothWidths(page);
  await aviso.getByRole('button', { name: 'Aceptar' }).click();
  await expect(aviso).toHaveCount(0);
  await expect(encuesta(page).getByRole('button', { name: 'Enviar' })).toBeEnabled();
  await expect(encuesta(page).getByRole('radio', { name: 'Mala' })).toBeChecked();

  await encuesta(page).getByRole('button', { name: 'Cerrar encuesta' }).click();
  await expect(encuesta(page)).toHaveCount(0);
});

/**
 * Tabs through the page into the survey, and returns the names of the elements on the way, each checked as it takes
 * the focus: the popup floats over the page, and a control under it cannot be seen (WCAG 2.4.11).
 */
async function tabularHastaLaEncuesta(page: Page): Promise<string[]> {
  const popup = encuesta(page);
  const recorridos: string[] = [];
  for (let paso = 0; paso < 60; paso++) {
    await page.keyboard.press('Tab');
    if ((await popup.locator(':focus').count()) > 0) return recorridos;
    const foco = page.locator(':focus');
    const nombre = (await foco.textContent())!.replace(/\s+/g, ' ').trim();
    const [caja, tapa] = await Promise.all([foco.boundingBox(), popup.boundingBox()]);
    expect(caja!.y + caja!.height, `«${nombre}» queda debajo de la encuesta`).toBeLessThanOrEqual(tapa!.y);
    recorridos.push(nombre);
  }
  throw new Error('El teclado no llegó a la encuesta');
}

for (const ancho of [320, 360]) {
  test(`a ${ancho} px, el teclado recorre la página sin que la encuesta tape el elemento enfocado`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: ancho, height: 740 });
    await iniciarSesion(page, FALLA.documento, FALLA.password, FALLA.destino);
    await expect(encuesta(page)).toBeInViewport();
    // On a 740 px screen the first card's link sits where the popup floats: unless the page keeps room, it lands under it.
    const recorridos = await tabularHastaLaEncuesta(page);
    expect(recorridos).toContain('Ver más: Cerrajería');
    expect(recorridos).toContain('Libro de reclamaciones (se abre en una pestaña nueva)');
  });
}
