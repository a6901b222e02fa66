import { expect, test } from './support/fixtures.ts';

/**
 * Joining and the account are free; some services have a copay, shown on their page. No text of ours may say that
 * every benefit is free, and the spec's own sentence about joining stays word for word.
 */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const COPAGO = /Algunos servicios tienen un copago, que verás en la página de cada beneficio\./;

test('la bienvenida de Vida Power dice lo que cubre "gratis" y la página del servicio muestra su copago', async ({
  page,
}) => {
  await page.goto('/vida-power');
  const bienvenida = page.getByRole('dialog', {
    name: 'Hemos preparado estos beneficios pensados exclusivamente para ti',
  });
  await expect(bienvenida).toBeVisible();
  await expect(bienvenida).toHaveAccessibleDescription(
    'Al unirte automáticamente y de manera totalmente gratis obtienes:',
  );
  await expect(bienvenida).toContainText(COPAGO);
  await expect(bienvenida).toContainText('Consulta con especialista');

  await page.goto('/vida-power/especializada');
  await expect(page.getByRole('main')).toContainText('Copago de S/ 30.00 por consulta.');
});

test('los términos no dicen que los beneficios son gratuitos, y nombran el copago', async ({ page }) => {
  await page.goto('/nosotros');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Términos y condiciones' }).click();
  const terminos = page.getByRole('dialog', { name: 'Términos y condiciones' });
  await expect(terminos).toContainText('Activar tu cuenta y ser parte del programa no tiene costo.');
  await expect(terminos).toContainText('copago');
  await expect(terminos).not.toContainText(/son gratuitos/i);
});

test('Nosotros y las preguntas frecuentes distinguen la cuenta gratis de los servicios con copago', async ({
  page,
}) => {
  await page.goto('/nosotros');
  const nosotros = page.getByRole('main');
  await expect(nosotros).toContainText('algunos servicios tienen un copago');
  await expect(nosotros).not.toContainText('sin costo adicional');

  await page.goto('/');
  // The questions load as they come near.
  await page.getByRole('heading', { name: 'Preguntas frecuentes' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: '¿Tengo que pagar algo por activar mi cuenta?' }).click();
  await expect(page.getByRole('region', { name: '¿Tengo que pagar algo por activar mi cuenta?' })).toContainText(
    'algunos servicios tienen un copago, que verás en la página de cada beneficio.',
  );
  await expect(page.getByRole('listitem').filter({ hasText: 'Disfruta tus beneficios gratis' })).toContainText(
    'Si un servicio tiene copago, lo verás en su página.',
  );
});
