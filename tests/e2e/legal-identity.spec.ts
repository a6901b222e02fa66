import { expect, test } from './support/fixtures.ts';
import { esperarPaginaInteractiva } from './support/account.ts';
import { ESCRITORIO, MOVIL } from './support/axeWidths.ts';

/** The lender's legal identity (default configuration) in the footer and on /nosotros; the privacy policy's last update. */
for (const size of [MOVIL, ESCRITORIO]) {
  test.describe(`a ${size.width} px`, () => {
    test.use({ viewport: size });

    test('el pie de página muestra razón social, RUC, domicilio y supervisión', async ({ page }) => {
      await page.goto('/inicia');
      const pie = page.getByRole('contentinfo');
      await pie.scrollIntoViewIfNeeded();
      for (const text of [
        'Financiera Beneficios S.A.',
        'RUC 20555555551',
        'Av. Javier Prado Este 1234, San Isidro, Lima',
        /Superintendencia de Banca, Seguros y AFP/,
      ]) {
        await expect(pie.getByText(text)).toBeVisible();
      }
    });

    test('/nosotros dice quién ofrece el servicio', async ({ page }) => {
      await page.goto('/nosotros');
      const empresa = page.getByRole('region', { name: 'Quién ofrece este servicio' });
      await empresa.scrollIntoViewIfNeeded();
      await expect(empresa.getByText('Financiera Beneficios S.A.')).toBeInViewport();
      await expect(empresa.getByText('20555555551')).toBeVisible();
      await expect(empresa.getByText(/Resolución SBS/)).toBeVisible();
    });

    test('la política de privacidad muestra su última actualización y el responsable', async ({ page }) => {
      await page.goto('/inicia');
      // The footer's documents open in a dialog, which needs the page's scripts.
      await esperarPaginaInteractiva(page);
      await page.getByRole('button', { name: 'Política de privacidad' }).click();
      const dialogo = page.getByRole('dialog', { name: 'Política de privacidad' });
      await expect(dialogo.getByText('Última actualización: 2 de noviembre de 2026')).toBeInViewport();
      await expect(dialogo.getByText(/Financiera Beneficios S\.A\. \(RUC 20555555551\)/)).toBeVisible();
    });
  });
}
