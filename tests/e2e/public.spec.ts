import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/fixtures.ts';
import { activeFamilies, benefits, benefitsOfFamily, familyBySlug } from '../../app/domain/catalogue/index.ts';
import { esperarPaginaInteractiva, iniciarSesion } from './support/account.ts';

/**
 * The public half of the portal, as a visitor without an account meets it. axe on every public page at 360 and
 * 1280 px (the Power landings with and without their welcome) is part of the phone sweep (phone-sweep.spec.ts),
 * which loads each page once and checks it at every width.
 */

// axe reads colours at rest, not halfway through a fade or a dialog's entrance.
test.use({ reducedMotion: 'reduce' });

const publicFamilies = ['proteccion', 'vida', 'detecta', 'salud', 'cuotas', 'hogar', 'vidaTotal'] as const;
const familyTitle = (slug: string) => {
  const family = familyBySlug(slug)!;
  return family.navtitle ?? family.name;
};

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}

test.describe('portada: formulario rápido', () => {
  test('el DNI acepta solo 8 dígitos y "Activar" se habilita con 8', async ({ page }) => {
    await page.goto('/');
    const numero = page.getByRole('textbox', { name: 'Número de documento' });
    const activar = page.getByRole('button', { name: 'Activar', exact: true });
    await expect(activar).toBeDisabled();

    await numero.fill('ab12c3456789');
    await expect(numero).toHaveValue('12345678');
    await expect(activar).toBeEnabled();

    await numero.fill('1234567');
    await numero.blur();
    await expect(page.getByText('El DNI debe contar con 8 dígitos')).toBeVisible();
    await expect(activar).toBeDisabled();

    await numero.pressSequentially('8');
    await expect(page.getByText('El DNI debe contar con 8 dígitos')).toBeHidden();
    await expect(activar).toBeEnabled();
  });

  test('el CE necesita al menos 7 caracteres', async ({ page }) => {
    await page.goto('/');
    // Leaving the field shows its rule once the page listens (typing before that is kept, see typed-before-hydration).
    await esperarPaginaInteractiva(page);
    await page.getByRole('combobox', { name: 'Tipo de documento' }).selectOption({ label: 'CE' });
    const numero = page.getByRole('textbox', { name: 'Número de documento' });
    const activar = page.getByRole('button', { name: 'Activar', exact: true });
    await numero.fill('123456');
    await numero.blur();
    await expect(activar).toBeDisabled();
    await expect(page.getByText('El CE debe contar con al menos 7 dígitos')).toBeVisible();
    await numero.fill('1234567');
    await expect(activar).toBeEnabled();
  });

  test('"Activar" lleva al registro con el documento y su tipo', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Número de documento' }).fill('45678912');
    await page.getByRole('button', { name: 'Activar', exact: true }).click();
    await expect(page).toHaveURL(/\/registro\/$/);
    const state = await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr);
    expect(state).toEqual({ identificacion: '45678912', tipoIdentificacion: 8 });
    // The activation form starts with the document the visitor typed.
    await expect(page.getByRole('textbox', { name: 'Número de documento' })).toHaveValue('45678912');
    await expect(page.getByRole('combobox', { name: 'Tipo de documento' })).toHaveValue('8');
  });

  test('con CE, el tipo 6 viaja al registro', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Tipo de documento' }).selectOption({ label: 'CE' });
    await page.getByRole('textbox', { name: 'Número de documento' }).fill('001234567');
    await page.getByRole('button', { name: 'Activar', exact: true }).click();
    await expect(page).toHaveURL(/\/registro\/$/);
    const state = await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr);
    expect(state).toEqual({ identificacion: '001234567', tipoIdentificacion: 6 });
    await expect(page.getByRole('textbox', { name: 'Número de documento' })).toHaveValue('001234567');
    await expect(page.getByRole('combobox', { name: 'Tipo de documento' })).toHaveValue('6');
  });
});

test.describe('portada', () => {
  test('llega ya dibujada en el primer HTML, comprimida', async ({ request }) => {
    const response = await request.get('/', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-encoding']).toMatch(/gzip|br/);
    const html = await response.text();
    expect(html).toContain('¿Ya estás disfrutando de tus beneficios?');
    expect(html).toContain('Beneficios pensados para ti');
  });

  test('se hidrata sin errores y el enlace de salto lleva al contenido', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: '¿Ya estás disfrutando de tus beneficios?' }),
    ).toBeVisible();
    await page.keyboard.press('Tab');
    const salto = page.getByRole('link', { name: 'Saltar al contenido' });
    await expect(salto).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#contenido')).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('un cliente con sesión que abre la portada va a /ecosistema; su menú cierra la sesión', async ({ page }) => {
    await iniciarSesion(page, '70011223', 'Cuotas#Lima2026', '/ecosistema');
    await page.goto('/');
    await expect(page).toHaveURL(/\/ecosistema$/);
    const logo = page.getByRole('link', { name: 'Beneficios, ir al inicio' });
    await expect(logo).toHaveAttribute('href', '/ecosistema');

    const menu = page.getByRole('button', { name: /menú de la cuenta/ });
    await menu.click();
    await expect(page.getByRole('link', { name: 'Configuración de perfil' })).toHaveAttribute(
      'href',
      '/ecosistema/configuracion',
    );
    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await expect(page).toHaveURL(/\/inicia$/);
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: '¿Ya estás disfrutando de tus beneficios?' }),
    ).toBeVisible();
  });

  test('el carrusel recorre las categorías activas por posición', async ({ page }) => {
    await page.goto('/');
    await esperarPaginaInteractiva(page);
    const families = activeFamilies();
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(families.length);
    const first = families[0]!;
    await expect(page.getByRole('tab', { name: first.navtitle ?? first.name })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await page.getByRole('button', { name: 'Categoría siguiente' }).click();
    const second = families[1]!;
    await expect(page.getByRole('tab', { name: second.navtitle ?? second.name })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('link', { name: 'Ver todos los beneficios' })).toHaveAttribute(
      'href',
      second.rutaexterna,
    );

    await page.getByRole('button', { name: 'Categoría anterior' }).click();
    await page.getByRole('button', { name: 'Categoría anterior' }).click();
    const last = families.at(-1)!;
    await expect(page.getByRole('tab', { name: last.navtitle ?? last.name })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('link', { name: 'Ver todos los beneficios' }).click();
    await expect(page).toHaveURL(last.rutaexterna);
  });

  test('preguntas frecuentes: una abierta a la vez y el contacto', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('heading', { name: 'Preguntas frecuentes' }).scrollIntoViewIfNeeded();
    const primera = page.getByRole('button', { name: '¿Tengo que pagar algo por activar mi cuenta?' });
    const segunda = page.getByRole('button', { name: '¿Qué beneficios tengo?' });
    await primera.click();
    await expect(primera).toHaveAttribute('aria-expanded', 'true');
    await segunda.click();
    await expect(segunda).toHaveAttribute('aria-expanded', 'true');
    await expect(primera).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(page);
    // Activation as the registration asks it: a code to the contact on record, then e-mail, mobile and password.
    await page.getByRole('button', { name: '¿Cómo activo mi cuenta?' }).click();
    const activar = page.getByRole('region', { name: '¿Cómo activo mi cuenta?' });
    await expect(activar).toContainText(
      'un código de 6 dígitos que enviamos al celular y al correo que la financiera tiene registrados',
    );
    await expect(activar).toContainText('En el paso 2 registras tu correo, tu celular y una contraseña.');
    await primera.click();
    await expect(page.getByRole('region', { name: '¿Tengo que pagar algo por activar mi cuenta?' })).not.toContainText(
      'solo necesitas',
    );

    await page.getByRole('button', { name: '¿No resolvimos tu duda?' }).click();
    const contacto = page.getByRole('dialog', { name: 'Contáctanos' });
    await expect(contacto).toBeVisible();
    await expect(contacto.getByRole('link', { name: /beneficios@financiera\.pe/ })).toHaveAttribute(
      'href',
      'mailto:beneficios@financiera.pe',
    );
    await expect(contacto.getByRole('link', { name: /311-9000/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await contacto.getByRole('button', { name: 'Aceptar' }).click();
    await expect(contacto).toBeHidden();
    // The parts loaded on demand do not insert again the styles that came inline with the page.
    const enabledStylesheets = await page
      .locator('link[rel="stylesheet"]:not([disabled])')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const inlined = await page
      .locator('link[rel="stylesheet"][disabled]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(inlined.length).toBeGreaterThan(0);
    expect(enabledStylesheets.filter((href) => inlined.includes(href))).toEqual([]);
  });

  test('"No tienes una cuenta?" lleva a /registro/1', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('heading', { name: 'No tienes una cuenta?' });
    await banner.scrollIntoViewIfNeeded();
    await page.locator('section', { has: banner }).getByRole('link', { name: 'Activa tu cuenta' }).click();
    await expect(page).toHaveURL('/registro/1');
  });
});

test.describe('cabecera y pie', () => {
  test('"Conoce tus beneficios" lista las páginas de producto', async ({ page }) => {
    await page.goto('/');
    // The links work from the first paint; the dropdown opens once the page is interactive.
    await esperarPaginaInteractiva(page);
    const navegacion = page.getByRole('navigation', { name: 'Principal' });
    await expect(navegacion.getByRole('link', { name: 'Activa tu cuenta' })).toHaveAttribute('href', '/registro/1');
    await expect(navegacion.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/inicia');
    const conoce = navegacion.getByRole('button', { name: 'Conoce tus beneficios' });
    await conoce.click();
    await expect(conoce).toHaveAttribute('aria-expanded', 'true');
    for (const family of activeFamilies()) {
      await expect(navegacion.getByRole('link', { name: family.navtitle ?? family.name, exact: true })).toHaveAttribute(
        'href',
        family.rutaexterna,
      );
    }
    // The product's name of spec section 3, as the registration's insurance list writes it.
    await expect(navegacion.getByRole('link', { name: 'Vida (Total)', exact: true })).toHaveAttribute(
      'href',
      '/vidaTotal',
    );
    await page.keyboard.press('Escape');
    await expect(conoce).toHaveAttribute('aria-expanded', 'false');
    await expect(conoce).toBeFocused();

    await conoce.click();
    await navegacion.getByRole('link', { name: 'Salud', exact: true }).click();
    await expect(page).toHaveURL('/salud');
    await expect(page.getByRole('heading', { level: 1, name: 'Salud' })).toBeVisible();
    // Inside the SPA the dropdown works the same and closes after choosing.
    await conoce.click();
    await navegacion.getByRole('link', { name: 'Hogar Plus', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hogar Plus' })).toBeVisible();
    await expect(conoce).toHaveAttribute('aria-expanded', 'false');
  });

  test('el logo lleva a la portada; desde una videollamada recarga la página', async ({ page }) => {
    await page.goto('/salud');
    await page.getByRole('link', { name: 'Beneficios, ir al inicio' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/videollamada/abc?id=1');
    const reload = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/' && request.isNavigationRequest(),
    );
    await page.getByRole('link', { name: 'Beneficios, ir al inicio' }).click();
    await reload;
    await expect(page).toHaveURL('/');
  });

  test('términos y privacidad se abren en modales con el texto legal', async ({ page }) => {
    await page.goto('/');
    const pie = page.getByRole('contentinfo');
    await expect(pie.getByRole('link', { name: 'beneficios@financiera.pe' })).toHaveAttribute(
      'href',
      'mailto:beneficios@financiera.pe',
    );
    await expect(pie.getByRole('link', { name: 'Financiera: (01) 311-9090' })).toHaveAttribute('href', 'tel:013119090');
    await expect(pie.getByRole('link', { name: /Libro de reclamaciones/ })).toHaveAttribute('href', /^https:\/\//);
    await expect(pie.getByText('V2.1.0')).toBeVisible();

    await pie.getByRole('button', { name: 'Términos y condiciones' }).click();
    const terminos = page.getByRole('dialog', { name: 'Términos y condiciones' });
    await expect(terminos).toBeVisible();
    await expect(terminos.getByText(/menores de edad/)).toBeVisible();
    await expectNoAxeViolations(page);
    await terminos.getByRole('button', { name: 'Aceptar' }).click();
    await expect(terminos).toBeHidden();
    await expect(pie.getByRole('button', { name: 'Términos y condiciones' })).toBeFocused();

    await pie.getByRole('button', { name: 'Política de privacidad' }).click();
    const privacidad = page.getByRole('dialog', { name: 'Política de privacidad' });
    await expect(privacidad).toBeVisible();
    for (const text of [
      'Derecho de información: 8 días hábiles.',
      'Derecho de acceso: 20 días hábiles.',
      'Derechos de rectificación, cancelación u oposición: 10 días hábiles.',
    ]) {
      await expect(privacidad.getByText(text, { exact: true })).toBeVisible();
    }
    for (const heading of [/Tus derechos/, /Revocación del consentimiento/, /Menores de edad/, /Cookies/]) {
      await expect(privacidad.getByRole('heading', { name: heading })).toBeAttached();
    }
    await expect(privacidad.getByText(/dentro de los 7 días hábiles siguientes a su inscripción/)).toBeVisible();
    await privacidad.getByRole('button', { name: 'Aceptar' }).click();
    await expect(privacidad).toBeHidden();
  });

  test('la franja informativa está en /inicia y /registro/1, no en la portada', async ({ page }) => {
    for (const path of ['/inicia', '/registro/1']) {
      await page.goto(path);
      const franja = page.getByRole('region', { name: 'Información' });
      await expect(franja).toBeVisible();
      await expect(franja).toContainText(
        /311-9000|Aún no tienes un seguro\? Pídelo en cualquier oficina de la financiera/,
      );
    }
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Información' })).toHaveCount(0);
    await page.goto('/salud');
    await expect(page.getByRole('heading', { level: 1, name: 'Salud' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Información' })).toHaveCount(0);
  });
});

test.describe('páginas de familia y de beneficio', () => {
  test('cada familia pública muestra sus beneficios', async ({ page }) => {
    for (const slug of publicFamilies) {
      await page.goto(`/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: familyTitle(slug) })).toBeVisible();
      const grid = page.getByRole('list', { name: `Beneficios de ${familyTitle(slug)}` });
      await expect(grid.getByRole('article')).toHaveCount(benefitsOfFamily(slug).length);
      await expect(page.locator('main [data-family]').first()).toHaveAttribute('data-family', familyBySlug(slug)!.code);
    }
  });

  test('cada ruta de beneficio presenta el beneficio e invita a activar', async ({ page }) => {
    test.setTimeout(180_000);
    for (const benefit of benefits) {
      await page.goto(benefit.linkOut);
      await expect(page.getByRole('heading', { level: 1, name: benefit.tituloOut })).toBeVisible();
      await expect(page.getByRole('main').getByText(benefit.descripcionOut)).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Activa tu cuenta' }).first()).toHaveAttribute(
        'href',
        '/registro/1',
      );
    }
  });

  test('cada página de beneficio dice una sola cosa de sí misma', async ({ page }) => {
    const main = page.getByRole('main');
    // Phone guidance: the description and the steps make one promise.
    await page.goto('/salud/orientacion');
    await expect(main).toContainText('un médico te devuelve la llamada en menos de 15 minutos');
    await expect(main.getByRole('region', { name: '¿Cómo usarlo?' })).toContainText(
      'Un médico te devuelve la llamada en menos de 15 minutos.',
    );
    await expect(main).not.toContainText('Un especialista te atenderá');
    // Funeral assistance: the holder's death, asked for by the family.
    await page.goto('/salud/funerario');
    await expect(main).toContainText('Ante el fallecimiento del titular del seguro, su familia llama');
    await expect(main.getByRole('region', { name: '¿Quiénes pueden usarlo?' })).toHaveText(
      /Cubre el fallecimiento del titular del seguro; el servicio lo pide su familia\./,
    );
    await expect(main.getByRole('region', { name: '¿Cómo usarlo?' })).toContainText(
      'Indica el número de documento del titular del seguro.',
    );
    // Coworking: no printer in the description, printing among the exclusions.
    await page.goto('/cuotas/coworking');
    await expect(main.getByRole('region', { name: 'No incluye' })).toContainText('Impresiones');
    await expect(main).not.toContainText('impresora');
  });

  test('los pasos de cada plataforma son los suyos y valen sin el botón del portal', async ({ page }) => {
    const main = page.getByRole('main');
    const pasos: [string, string][] = [
      ['/vida-power/isalud', 'Guarda tu historial médico, tus recetas y los resultados de tus exámenes.'],
      ['/detecta-power/isalud', 'Activa los recordatorios de tus medicamentos y controles.'],
      ['/salud/holos', 'Elige una clase en vivo o grabada'],
      ['/proteccion/cursos', 'Elige entre más de 1,000 cursos'],
    ];
    for (const [ruta, paso] of pasos) {
      await page.goto(ruta);
      const comoUsarlo = main.getByRole('region', { name: '¿Cómo usarlo?' });
      await expect(comoUsarlo).toContainText('Ingresa a tu portal, abre este beneficio y pulsa "Ir a la plataforma"');
      await expect(comoUsarlo).toContainText(paso);
      await expect(comoUsarlo).not.toContainText('el botón de esta página');
      // The public page has no such button: the steps start in the portal.
      await expect(main.getByRole('link', { name: /Ir a la plataforma/ })).toHaveCount(0);
    }
  });

  test('"Ver más" de una tarjeta abre el beneficio', async ({ page }) => {
    await page.goto('/hogar');
    const [first] = benefitsOfFamily('hogar');
    await page.getByRole('link', { name: new RegExp(`^Ver más.*${first!.shorttitle}`) }).click();
    await expect(page).toHaveURL(first!.linkOut);
    await expect(page.getByRole('heading', { level: 1, name: first!.tituloOut })).toBeVisible();
  });

  test('un beneficio desconocido muestra su familia; una ruta desconocida, la portada', async ({ page }) => {
    await page.goto('/salud/no-existe');
    await expect(page.getByRole('heading', { level: 1, name: 'Salud' })).toBeVisible();
    await page.goto('/no-existe');
    await expect(
      page.getByRole('heading', { level: 1, name: '¿Ya estás disfrutando de tus beneficios?' }),
    ).toBeVisible();
  });

  for (const slug of ['detecta-power', 'vida-power'] as const) {
    test(`/${slug} da la bienvenida y muestra 4 beneficios`, async ({ page }) => {
      await page.goto(`/${slug}`);
      const bienvenida = page.getByRole('dialog', {
        name: 'Hemos preparado estos beneficios pensados exclusivamente para ti',
      });
      await expect(bienvenida).toBeVisible();
      await expect(
        bienvenida.getByText('Al unirte automáticamente y de manera totalmente gratis obtienes:'),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await bienvenida.getByRole('button', { name: 'Continuar' }).click();
      await expect(bienvenida).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: familyTitle(slug) })).toBeVisible();
      await expect(
        page.getByRole('list', { name: `Beneficios de ${familyTitle(slug)}` }).getByRole('article'),
      ).toHaveCount(4);
    });
  }

  test('/nosotros presenta el programa', async ({ page }) => {
    await page.goto('/nosotros');
    await expect(page.getByRole('heading', { level: 1, name: 'Nosotros' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(
      'confirmas que eres tú con el código que enviamos al celular y al correo que la financiera tiene registrados, y registras tu correo, tu celular y una contraseña.',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Activa tu cuenta' })).toHaveAttribute(
      'href',
      '/registro/1',
    );
  });
});

test.describe('en un celular de 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('el menú lleva a Inicio, a cada familia y a activar la cuenta', async ({ page }) => {
    await page.goto('/nosotros');
    await expect(page.getByRole('button', { name: 'Conoce tus beneficios' })).toBeHidden();
    // The test starts once the page answers (a tap made before is repeated then: see first-paint.spec.ts).
    await esperarPaginaInteractiva(page);
    const abrir = page.getByRole('button', { name: 'Abrir menú' });
    await abrir.click();
    const menu = page.getByRole('navigation', { name: 'Menú' });
    await expect(menu.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    await expect(menu.getByRole('link', { name: 'Activa tu cuenta' })).toHaveAttribute('href', '/registro/1');
    await expect(menu.getByRole('link', { name: 'Salud', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await menu.getByRole('link', { name: 'Salud', exact: true }).click();
    await expect(page).toHaveURL('/salud');
    await expect(menu).toBeHidden();

    await abrir.click();
    await page.getByRole('navigation', { name: 'Menú' }).getByRole('link', { name: 'Inicio' }).click();
    await expect(page).toHaveURL('/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('navigation', { name: 'Menú' }).getByRole('link', { name: 'Activa tu cuenta' }).click();
    await expect(page).toHaveURL('/registro/1');
  });
});
