import { expect, test, type Page } from './support/fixtures.ts';
import { fullBrowserWithFakeCamera } from '../chromium.ts';
import { iniciarSesion } from './support/account.ts';
import { elegirLugar, liberarCitas } from './support/ecosystem.ts';
import { axeViolations, layoutProblems, setTextZoom } from './support/layoutChecks.ts';
import { PACIENTE, bookVideoRoom, enLaHoraDeLaCita, relojDelServidor } from './support/roomBooking.ts';

/**
 * Every public route of spec section 2 and every logged-in page, at the phone and tablet widths customers use:
 * no sideways scrolling, no target under 24 px outside a sentence, no control whose text is cut, a title that
 * names the screen, and axe at 360 and 1280 px. One page is reused and resized, so the sweep stays quick.
 */

const LAYOUT_WIDTHS = [320, 360, 412, 768] as const;
const AXE_WIDTHS = [360, 1280] as const;
const HEIGHT = 740;

// The video room asks for the camera: a fake one, as in the video tests.
test.use({
  launchOptions: fullBrowserWithFakeCamera,
});

interface Screen {
  path: string;
  /** Something the page shows once it is ready. */
  ready?: (page: Page) => Promise<void>;
  /** What to do after loading (close a welcome dialog…) before checking again. */
  then?: { name: string; act: (page: Page) => Promise<void> };
}

const checked = { routes: 0, layouts: 0, axe: 0 };

async function settle(page: Page) {
  await page.evaluate(() =>
    document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))),
  );
}

/** Checks the page as it stands at every width; returns the problems found, each labelled with route and width. */
async function sweep(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of LAYOUT_WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await settle(page);
    for (const problem of await layoutProblems(page)) found.push(`${label} a ${width} px: ${problem}`);
    checked.layouts += 1;
  }
  // Large text (200 %) at the narrowest phone: nothing scrolls sideways and no control text is cut.
  await page.setViewportSize({ width: 320, height: HEIGHT });
  await setTextZoom(page, 200);
  await settle(page);
  for (const problem of await layoutProblems(page, { targets: false }))
    found.push(`${label} a 320 px con texto al 200 %: ${problem}`);
  await setTextZoom(page, 100);
  checked.layouts += 1;
  for (const width of AXE_WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await settle(page);
    for (const v of await axeViolations(page)) found.push(`${label} a ${width} px: axe ${v}`);
    checked.axe += 1;
  }
  return found;
}

async function visit(page: Page, screens: readonly Screen[]): Promise<string[]> {
  const found: string[] = [];
  for (const screen of screens) {
    await page.setViewportSize({ width: 360, height: HEIGHT });
    await page.goto(screen.path);
    await expect(page.locator('h1').first()).toBeVisible();
    if (screen.ready) await screen.ready(page);
    const title = await page.title();
    if (!/^\S.* · Beneficios$/.test(title)) found.push(`${screen.path}: el título "${title}" no nombra la pantalla`);
    found.push(...(await sweep(page, screen.path)));
    if (screen.then) {
      await page.setViewportSize({ width: 360, height: HEIGHT });
      await screen.then.act(page);
      found.push(...(await sweep(page, `${screen.path} (${screen.then.name})`)));
    }
    checked.routes += 1;
  }
  return found;
}

const closeWelcome = {
  name: 'sin la bienvenida',
  act: async (page: Page) => {
    await page.getByRole('dialog').getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  },
};
const withWelcome = (page: Page) => expect(page.getByRole('dialog')).toBeVisible();
const hasArticles = (page: Page) => expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

const publicScreens: Screen[] = [
  { path: '/', ready: (p) => expect(p.getByRole('tab').first()).toBeVisible() },
  ...['proteccion', 'vida', 'detecta', 'salud', 'cuotas', 'hogar', 'vidaTotal'].map((slug) => ({
    path: `/${slug}`,
    ready: hasArticles,
  })),
  { path: '/detecta-power', ready: withWelcome, then: closeWelcome },
  { path: '/vida-power', ready: withWelcome, then: closeWelcome },
  { path: '/inicia' },
  { path: '/registro/1' },
  { path: '/registro/' },
  { path: '/password' },
  { path: '/nosotros' },
  { path: '/una-direccion-que-no-existe', ready: (p) => expect(p.getByRole('tab').first()).toBeVisible() },
  // One outward benefit page per family.
  ...[
    '/proteccion/cursos',
    '/vida/orientacion',
    '/detecta/analisis',
    '/salud/telemedicina',
    '/cuotas/coworking',
    '/hogar/cerrajeria',
    '/vidaTotal/funerario',
    '/detecta-power/examen',
    '/vida-power/ambulancia',
  ].map((path) => ({ path })),
];

/** The booking block has loaded: free times, or the notice that there are none in the coming days. */
const slots = (page: Page) =>
  expect(
    page
      .getByRole('main')
      .getByRole('radiogroup', { name: /Elige un horario/ })
      .getByRole('radio')
      .first()
      .or(page.getByRole('main').getByText(/No hay horarios disponibles/)),
  ).toBeVisible();

/** Each demo customer opens the pages of their own plan: together, every family and every kind of benefit action. */
const customers: { documento: string; password: string; destino: string; entrepreneur?: boolean; screens: Screen[] }[] =
  [
    {
      documento: '43218765',
      password: 'Detecta+2026',
      destino: '/ecosistema/detecta',
      screens: [
        { path: '/ecosistema', ready: hasArticles },
        { path: '/ecosistema/detecta', ready: hasArticles },
        {
          path: '/ecosistema/detecta/analisis',
          ready: (p) => expect(p.getByRole('main').getByRole('group', { name: 'Distrito' })).toBeVisible(),
          then: {
            name: 'con un local elegido',
            act: async (p) => {
              await elegirLugar(p, 'Miraflores');
              await slots(p);
            },
          },
        },
        {
          path: '/ecosistema/detecta/telemedicina',
          ready: (p) => expect(p.getByRole('button', { name: 'Agendar videoconsulta' })).toBeVisible(),
        },
        {
          path: '/ecosistema/salud',
          ready: (p) =>
            expect(p.getByRole('main').getByRole('link', { name: 'Volver a mis beneficios' })).toBeVisible(),
        },
        { path: '/ecosistema/citas', ready: hasArticles },
        {
          path: '/ecosistema/invitados',
          ready: (p) => expect(p.getByRole('button', { name: 'Invitar' })).toBeVisible(),
        },
        {
          path: '/ecosistema/configuracion',
          ready: (p) => expect(p.getByRole('button', { name: 'Guardar datos' })).toBeVisible(),
        },
      ],
    },
    {
      documento: '41234567',
      password: 'Beneficio#2026',
      destino: '/ecosistema/proteccion',
      screens: [{ path: '/ecosistema/proteccion', ready: hasArticles }, { path: '/ecosistema/proteccion/cursos' }],
    },
    {
      documento: '70011223',
      password: 'Cuotas#Lima2026',
      destino: '/ecosistema',
      // The demo data has no Cuota holder of the entrepreneurship group (who sees marketing and coworking): Rosa is given it.
      entrepreneur: true,
      screens: [
        { path: '/ecosistema/cuotas', ready: hasArticles },
        { path: '/ecosistema/cuotas/marketing', ready: slots },
        {
          path: '/ecosistema/cuotas/coworking',
          ready: (p) => expect(p.getByRole('main').getByRole('group', { name: 'Distrito' })).toBeVisible(),
        },
      ],
    },
    {
      documento: '48765432',
      password: 'VidaPlus@2026',
      destino: '/ecosistema/vida',
      screens: [{ path: '/ecosistema/vida', ready: hasArticles }, { path: '/ecosistema/vida/orientacion' }],
    },
    {
      documento: '40102030',
      password: 'Hogar$Seguro1',
      destino: '/ecosistema/hogar',
      screens: [{ path: '/ecosistema/hogar', ready: hasArticles }, { path: '/ecosistema/hogar/cerrajero' }],
    },
    {
      documento: '001234567',
      password: 'Total*Vida99',
      destino: '/ecosistema/vidaTotal',
      screens: [{ path: '/ecosistema/vidaTotal', ready: hasArticles }],
    },
    {
      documento: '46813579',
      password: 'Detecta!Power3',
      destino: '/ecosistema/detecta-power',
      screens: [{ path: '/ecosistema/detecta-power', ready: hasArticles }],
    },
    {
      documento: '47924680',
      password: 'VidaPower#22',
      destino: '/ecosistema/vida-power',
      screens: [{ path: '/ecosistema/vida-power', ready: hasArticles }],
    },
  ];

test.afterAll(() => {
  // The video room is one screen, swept before and after its document (each such second state is one more sweep).
  const total = publicScreens.length + customers.reduce((n, c) => n + c.screens.length, 0) + 1;
  console.log(
    `Barrido: ${checked.routes} pantallas de ${total}, ${checked.layouts / (LAYOUT_WIDTHS.length + 1)} estados (` +
      `${checked.layouts} diseños a ${LAYOUT_WIDTHS.join(', ')} px y a 320 px con texto al 200 %; ${checked.axe} análisis axe a ${AXE_WIDTHS.join(' y ')} px)`,
  );
});

test('las páginas públicas se leen y se usan de 320 a 1280 px', async ({ page }) => {
  test.setTimeout(240_000);
  expect(await visit(page, publicScreens)).toEqual([]);
});

test('las páginas con sesión se leen y se usan de 320 a 1280 px', async ({ page, request }) => {
  test.setTimeout(240_000);
  // A video consultation, so the appointments page shows a card; the once-a-year clinical analysis left unused,
  // so its page offers places and slots.
  await liberarCitas(request, '43218765', 'Detecta+2026');
  await bookVideoRoom(request);
  const found: string[] = [];
  for (const customer of customers) {
    await page.setViewportSize({ width: 360, height: HEIGHT });
    if (customer.entrepreneur) {
      await page.route('**/api/Login/obtenerSession', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: { grupoPreferencia: number } };
        body.data.grupoPreferencia = 1;
        await route.fulfill({ response, json: body });
      });
    }
    await iniciarSesion(page, customer.documento, customer.password, customer.destino);
    found.push(...(await visit(page, customer.screens)));
    await page.evaluate(() => localStorage.clear());
    await page.unrouteAll();
  }
  expect(found).toEqual([]);
});

test('la sala de videoconsulta se lee y se usa de 320 a 1280 px', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const room = await bookVideoRoom(request);
  // In the room's window, so the document opens the room itself.
  await enLaHoraDeLaCita(page, request, room);
  await context.grantPermissions(['camera', 'microphone']);
  const found = await visit(page, [
    {
      path: room.linkSala,
      ready: (p) => expect(p.getByRole('heading', { name: 'Confirma tu identidad' })).toBeVisible(),
      then: {
        name: 'en la sala',
        act: async (p) => {
          await p.getByRole('textbox', { name: 'Número de documento' }).fill(PACIENTE.documento);
          await p.getByRole('button', { name: 'Ingresar a la consulta' }).click();
          await expect(p.getByTitle('Sala de videoconsulta con tu especialista')).toBeVisible();
        },
      },
    },
  ]).finally(() => relojDelServidor(request, null));
  expect(found).toEqual([]);
});
