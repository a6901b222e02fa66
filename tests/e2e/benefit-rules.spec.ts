import { expect, test } from './support/fixtures.ts';
import { iniciarSesion } from './support/account';
import { expectAccessibleAtBothWidths } from './support/axeWidths';
import { elegirLugar, elegirPrimerHorario, liberarCitas } from './support/ecosystem';

/** What a benefit page says is what its booking allows, at phone width. */
const JORGE = { documento: '43218765', password: 'Detecta+2026', destino: '/ecosistema/detecta' };
const ANA = { documento: '48765432', password: 'VidaPlus@2026', destino: '/ecosistema/vida' };
const LUCIA = { documento: '47924680', password: 'VidaPower#22', destino: '/ecosistema/vida-power' };

test.describe('reglas de cada beneficio (360 px)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
  });

  test('un beneficio solo para el titular no ofrece agendar para un familiar; telemedicina sí', async ({ page }) => {
    await iniciarSesion(page, JORGE.documento, JORGE.password, JORGE.destino);
    const main = page.getByRole('main');
    await page.goto('/ecosistema/detecta/analisis');
    await expect(main.getByRole('region', { name: '¿Quiénes pueden usarlo?' })).toContainText(
      'Solo el titular del seguro.',
    );
    await expect(main.getByRole('textbox', { name: 'Motivo de la consulta' })).toBeVisible();
    await expect(main.getByRole('radio', { name: /Para un familiar/ })).toHaveCount(0);
    await page.goto('/ecosistema/detecta/telemedicina');
    await expect(main.getByRole('radio', { name: /Para un familiar/ })).toBeVisible();
  });

  test('el segundo análisis clínico del año se rechaza con su motivo y el contador queda en 0', async ({
    page,
    request,
  }) => {
    await liberarCitas(request, JORGE.documento, JORGE.password);
    await iniciarSesion(page, JORGE.documento, JORGE.password, JORGE.destino);
    const main = page.getByRole('main');
    await page.goto('/ecosistema/detecta/analisis');
    await expect(main.getByText('Te queda 1 de 1 análisis este año.', { exact: false })).toBeVisible();
    await main.getByRole('textbox', { name: 'Motivo de la consulta' }).fill('Control anual');
    await elegirLugar(page, 'Miraflores');
    await elegirPrimerHorario(page);
    await main.getByRole('button', { name: 'Agendar cita' }).click();
    await expect(main.getByText('Cita agendada.')).toBeVisible();

    // Back on the page: no form, the reason and the day it is available again.
    await page.reload();
    await expect(
      main.getByText(/^Te quedan 0 de 1 análisis este año\. Se renueva el \d{1,2} de [a-z]+ de \d{4}\.$/),
    ).toBeVisible();
    await expect(
      main.getByText(/^Llegaste al límite de Análisis clínicos: 1 análisis al año\. Vuelve a estar disponible el /),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: 'Agendar cita' })).toHaveCount(0);

    // Citas and "Mi seguro" say the same.
    await page.goto('/ecosistema/citas');
    await expect(main.getByRole('region', { name: 'Tus usos' })).toContainText(
      'Análisis clínicos: Te quedan 0 de 1 análisis este año.',
    );
    await liberarCitas(request, JORGE.documento, JORGE.password);
    // A cancelled appointment gives its use back.
    await page.reload();
    await expect(main.getByRole('region', { name: 'Tus usos' })).toContainText(
      'Análisis clínicos: Te queda 1 de 1 análisis este año.',
    );
    await page.goto('/ecosistema/detecta/analisis');
    await expect(main.getByText('Te queda 1 de 1 análisis este año.', { exact: false })).toBeVisible();
  });

  test('«Mi seguro» muestra la póliza, su inicio y hasta cuándo corre cada periodo de carencia', async ({ page }) => {
    await iniciarSesion(page, LUCIA.documento, LUCIA.password, LUCIA.destino);
    await page.getByRole('banner').getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('navigation', { name: 'Menú' }).getByRole('link', { name: 'Mi seguro' }).click();
    await expect(page).toHaveURL(/\/ecosistema\/mi-seguro$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Mi seguro' })).toBeVisible();
    const poliza = main.getByRole('region', { name: /Vida Power/ });
    await expect(poliza.getByRole('definition').first()).toHaveText(/^77231-\d{7}$/);
    await expect(poliza).toContainText('Aseguradora Andina S.A.');
    const beneficios = main.getByRole('region', { name: 'Tus beneficios' });
    const chequeo = beneficios.getByRole('listitem').filter({ hasText: 'Chequeo preventivo anual' });
    await expect(chequeo).toContainText('Te queda 1 de 1 chequeo este año.');
    await expect(chequeo).toContainText(/Podrás usarlo desde el \d{1,2} de [a-z]+ de \d{4} \(periodo de carencia\)\./);
    await page.goto('/ecosistema/vida-power/chequeo');
    await expect(
      main.getByText(
        /^Chequeo preventivo anual tiene un periodo de carencia de 90 días desde el inicio de tu seguro: podrás usarlo desde el /,
      ),
    ).toBeVisible();
  });

  test('Vida Power dice qué planes incluyen cada beneficio, en la bienvenida, en su página y con sesión', async ({
    page,
  }) => {
    const main = page.getByRole('main');
    await page.goto('/vida-power');
    const bienvenida = page.getByRole('dialog', {
      name: 'Hemos preparado estos beneficios pensados exclusivamente para ti',
    });
    await expect(bienvenida.getByRole('listitem')).toHaveText([
      'Ambulancia por emergencia (planes 1 y 2)',
      'Chequeo preventivo anual (planes 2 y 3)',
      'Plataforma iSalud (solo plan 3)',
      'Consulta con especialista (solo plan 3)',
    ]);
    await bienvenida.getByRole('button', { name: 'Continuar' }).click();
    await page.goto('/vida-power/isalud');
    await expect(main.getByRole('region', { name: '¿Quiénes pueden usarlo?' })).toContainText(
      'Lo incluye solo el plan 3.',
    );

    // Lucía has plan 2: iSalud is refused with the plan that has it, the check-up says the plans it is in.
    await iniciarSesion(page, LUCIA.documento, LUCIA.password, LUCIA.destino);
    await page.goto('/ecosistema/vida-power/isalud');
    await expect(
      main.getByText('Este beneficio no está incluido en tu plan. Lo incluye solo el plan 3.', { exact: true }),
    ).toBeVisible();
    await page.goto('/ecosistema/vida-power/chequeo');
    await expect(main.getByRole('region', { name: '¿Quiénes pueden usarlo?' })).toContainText(
      'Lo incluyen los planes 2 y 3.',
    );
  });

  test('«Mi seguro» con dos pólizas que incluyen telemedicina dice a cuál pertenece cada una', async ({ page }) => {
    // Vida Plus and Detecta Plus both bring telemedicine; its consultations are counted once for both.
    await iniciarSesion(page, ANA.documento, ANA.password, ANA.destino);
    await page.goto('/ecosistema/mi-seguro');
    const beneficios = page.getByRole('main').getByRole('region', { name: 'Tus beneficios' });
    await expect(beneficios.getByRole('heading', { level: 3 })).toHaveText(['Vida Plus', 'Detecta Plus']);
    const cuentas: string[] = [];
    for (const [poliza, familia, otra] of [
      ['Vida Plus', 'vida', 'Detecta Plus'],
      ['Detecta Plus', 'detecta', 'Vida Plus'],
    ]) {
      const telemedicina = beneficios
        .getByRole('list', { name: poliza })
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: 'Telemedicina', exact: true }) });
      await expect(telemedicina).toHaveCount(1);
      await expect(telemedicina).toContainText(/Te quedan? \d+ de 12 consultas/);
      await expect(telemedicina).toContainText(`Sus usos se comparten con ${otra}.`);
      await expect(telemedicina.getByRole('link')).toHaveAttribute('href', `/ecosistema/${familia}/telemedicina`);
      cuentas.push((await telemedicina.textContent())!.match(/Te quedan? \d+ de 12/)![0]);
    }
    // One count, said under each policy.
    expect(cuentas[0]).toBe(cuentas[1]);
    await expectAccessibleAtBothWidths(page);
  });
});
