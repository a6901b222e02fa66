import { expect, test, type Page } from './support/fixtures.ts';
import { iniciarSesion } from './support/account';
import { videoconsulta } from './support/stubbedBookings';

/** A heading or a sentence about bookings counts them: one reads in the singular, several in the plural. */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

const JOSE = { documento: '41234567', password: 'Beneficio#2026', destino: '/ecosistema/proteccion' };
const LUIS = { documento: '72233445', password: 'Cowork#Lima26', destino: '/ecosistema' };

/** A coworking week of Luis's, from its Monday to its Saturday. */
const semana = (idCoworking: number, semanaInicio: string, semanaFin: string, codigoReserva: string) => ({
  idCoworking,
  semanaInicio,
  semanaFin,
  estado: 'programada',
  lugar: null,
  codigoReserva,
});

async function telemedicinaCon(page: Page, citas: ReturnType<typeof videoconsulta>[]) {
  await page.route('**/api/agendamientos/ListarCitas', (route) => route.fulfill({ json: { codigo: 0, data: citas } }));
  await page.goto('/ecosistema/proteccion/telemedicina');
  await expect(page.getByRole('main').getByRole('link', { name: /^Unirse a la videoconsulta/ })).toHaveCount(
    citas.length,
  );
}

test('José con una videoconsulta lee "Tienes una videoconsulta programada:"; con dos, el plural', async ({ page }) => {
  await iniciarSesion(page, JOSE.documento, JOSE.password, JOSE.destino);
  const main = page.getByRole('main');
  await telemedicinaCon(page, [videoconsulta(9201, '2026-11-30')]);
  await expect(main.getByText('Tienes una videoconsulta programada:', { exact: true })).toBeVisible();
  await expect(main.getByText('Tienes videoconsultas programadas:')).toHaveCount(0);

  await page.unrouteAll();
  await telemedicinaCon(page, [videoconsulta(9201, '2026-11-30'), videoconsulta(9202, '2026-12-01')]);
  await expect(main.getByText('Tienes videoconsultas programadas:', { exact: true })).toBeVisible();
});

test('Luis con dos semanas de coworking en Citas lee "Tus semanas de coworking"; con una, el singular', async ({
  page,
}) => {
  await iniciarSesion(page, LUIS.documento, LUIS.password, LUIS.destino);
  // Early December: one week held in December and one in January, one per calendar year.
  await page.clock.setFixedTime(new Date('2026-12-01T10:00:00-05:00'));
  const diciembre = semana(9301, '2026-12-14', '2026-12-19', 'KMN-PQR');
  const enero = semana(9302, '2027-01-04', '2027-01-09', 'KMN-PQT');
  let reservas = [diciembre, enero];
  await page.route('**/coworking/ListarReservas', (route) => route.fulfill({ json: { codigo: 0, data: reservas } }));
  const main = page.getByRole('main');

  await page.goto('/ecosistema/citas');
  const semanas = main.getByRole('region', { name: 'Tus semanas de coworking' });
  await expect(semanas.getByRole('article')).toHaveCount(2);
  await expect(main.getByRole('heading', { name: 'Tu semana de coworking' })).toHaveCount(0);
  // The page's lead, written before the weeks arrive, holds for two weeks as for one or none.
  await expect(
    main.getByText('Revisa, cambia o cancela tus citas y tus semanas de coworking.', { exact: true }),
  ).toBeVisible();

  reservas = [diciembre];
  await page.reload();
  await expect(main.getByRole('region', { name: 'Tu semana de coworking' }).getByRole('article')).toHaveCount(1);
  await expect(main.getByRole('heading', { name: 'Tus semanas de coworking' })).toHaveCount(0);
});
