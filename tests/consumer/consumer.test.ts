/**
 * The library as another team meets it: `npm run build:lib`, `npm pack`, then the tarball installed into two small
 * Vite + TypeScript (strict) apps, one on React 18.3 and one on React 19. For each: `tsc` and `vite build` pass, and in
 * Chromium a page with Button, Modal and MultiSelect renders in Figtree with the tokens applied, opens and closes the
 * modal, refuses a third choice and has no axe violation; a host page that imports only the components stylesheet
 * keeps its own `h1`, `p` and `img` styles, and its rules on bare elements do not reach the components; a form over
 * the Vite template's CSS reads in the system's dark and light modes. A Jest + jsdom suite renders components too,
 * and a Next.js App Router app builds and renders them from a server component and a client one.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../chromium.ts';

const root = path.resolve(import.meta.dirname, '../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'beneficios-consumer-'));
// The apps build as a developer's shell would: without the test runner's NODE_ENV=test (which would hide a package built for development).
const { NODE_ENV: _testRunnerMode, ...shellEnv } = process.env;
const npmEnv = {
  ...shellEnv,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  npm_config_update_notifier: 'false',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
};

const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, env: npmEnv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

interface PackResult {
  filename: string;
  size: number;
  unpackedSize: number;
  entryCount: number;
  files: { path: string }[];
}

let tarball: string;
let packed: PackResult;
let browser: Browser;

beforeAll(async () => {
  run(process.execPath, ['--import', 'tsx', 'ui/package/build.ts'], root);
  packed = (
    JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], path.join(root, 'dist-lib'))) as PackResult[]
  )[0]!;
  tarball = path.join(work, packed.filename);
  console.log(
    `tarball ${packed.filename}: ${(packed.size / 1024).toFixed(1)} KB packed, ${(packed.unpackedSize / 1024).toFixed(1)} KB unpacked, ${packed.entryCount} files`,
  );
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('the packed library', () => {
  it('carries the package and nothing of the portal', () => {
    const files = packed.files.map((f) => f.path);
    expect(files.filter((f) => /^(app|server|tests|stories|\.storybook)\//.test(f))).toEqual([]);
    for (const file of [
      'package.json',
      'ui/index.js',
      'ui/index.d.ts',
      'tokens/index.js',
      'styles.css',
      'base.css',
      'fonts.css',
      'tokens.json',
      'tokens.css',
      'CHANGELOG.md',
      'GUIDE.md',
    ]) {
      expect(files, file).toContain(file);
    }
    expect(files.some((f) => f.startsWith('fonts/') && f.endsWith('.woff2'))).toBe(true);
  });

  it('says where its docs, source and issues are, and its README links the docs', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'dist-lib/package.json'), 'utf8')) as {
      homepage?: string;
      repository?: { url?: string; directory?: string };
      bugs?: { url?: string };
    };
    expect(manifest.homepage).toMatch(/^https:\/\//);
    expect(manifest.repository).toEqual({
      type: 'git',
      url: expect.stringMatching(/^git\+https:\/\/.+\.git$/),
      directory: 'ui/package',
    });
    expect(manifest.bugs?.url).toMatch(/^https:\/\/.+\/issues$/);
    const readme = fs.readFileSync(path.join(root, 'dist-lib/README.md'), 'utf8');
    expect(readme).toContain(manifest.homepage);
    expect(readme).toContain(manifest.bugs!.url);
  });

  it('has a components stylesheet with no rule on bare elements', () => {
    const css = fs.readFileSync(path.join(root, 'dist-lib/styles.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const selectors = [...css.matchAll(/(?:^|[{}])\s*([^{}@]+?)\s*\{/g)]
      .map((m) => m[1]!.trim())
      .filter((s) => !/^(from|to|\d+%)$/.test(s));
    // A rule is the components' own when it names a class: `.x`, or the package's class prefix (`[class^="bnf_"]`).
    // The colour modes apply only where the app puts `data-bnf-color-mode`: an opt-in, not a rule on the host.
    const bare = selectors
      .flatMap((s) => s.split(/,(?![^(]*\))/))
      .map((s) => s.trim())
      .filter(
        (s) =>
          s !== ':root' &&
          !s.includes('.') &&
          !s.includes('[class') &&
          !/^\[data-bnf-color-mode(="(light|dark|auto)")?\]$/.test(s),
      );
    expect(selectors.length).toBeGreaterThan(100);
    expect(bare).toEqual([]);
  });

  it("marks the modules that use hooks, context or handlers 'use client', and only those", () => {
    const modules = fs
      .readdirSync(path.join(root, 'dist-lib/ui'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.js'));
    const read = (file: string) => fs.readFileSync(path.join(root, 'dist-lib/ui', file), 'utf8');
    const client = modules.filter((f) => read(f).startsWith("'use client';"));
    const usingHooks = modules.filter((f) =>
      /\buse(State|Effect|Ref|Id|Context|LayoutEffect|Reducer|Callback|Memo)\(/.test(read(f)),
    );
    expect(usingHooks.filter((f) => !client.includes(f))).toEqual([]);
    // The server-safe components the docs list are the component modules without the directive.
    const serverSafe = modules
      .filter(
        (f) =>
          /^[A-Z]\w+\/([A-Z]\w+)\.js$/.test(f) && f.split('/')[0] === path.basename(f, '.js') && !client.includes(f),
      )
      .map((f) => path.basename(f, '.js'));
    const documented =
      /<!-- server-safe -->([^<]*)<!-- \/server-safe -->/.exec(
        fs.readFileSync(path.join(root, 'docs/library.md'), 'utf8'),
      )?.[1] ?? '';
    expect([...documented.matchAll(/`(\w+)`/g)].map((m) => m[1]).sort()).toEqual(serverSafe.sort());
    // The CommonJS build carries the same directives.
    expect(fs.readFileSync(path.join(root, 'dist-lib/cjs/ui/TextField/TextField.cjs'), 'utf8')).toMatch(
      /^'use client';/,
    );
  });

  it('renders on the server from the built modules', async () => {
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { createElement } = await import('react');
    const ui = (await import(path.join(root, 'dist-lib/ui/index.js'))) as typeof import('../../ui');
    const html = renderToStaticMarkup(createElement(ui.Button, { loading: true }, 'Registrando'));
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Procesando');
  });
});

/**
 * Opens the fixtures' "Condiciones del servicio" modal from its trigger, checks it with axe once it has risen in,
 * and closes it with "Entendido". Returns the trigger.
 */
async function openAndCloseConditions(page: Page) {
  const trigger = page.getByRole('button', { name: 'Ver condiciones' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Condiciones del servicio' });
  await dialog.waitFor({ state: 'visible' });
  // Axe reads colours as a person sees them once the dialog has risen in, not blended halfway through its fade.
  await dialog.evaluate((element) =>
    Promise.all(element.ownerDocument.getAnimations().map((animation) => animation.finished)),
  );
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Entendido' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return trigger;
}

/** Serves a built app from disk to the page, without a port. */
async function openBuilt(dist: string, page: Page, file: string) {
  const origin = 'http://consumer.test';
  await page.route(`${origin}/**`, (route) => {
    const target = path.join(dist, new URL(route.request().url()).pathname);
    if (!fs.existsSync(target) || fs.statSync(target).isDirectory()) return route.fulfill({ status: 404 });
    const type = {
      '.html': 'text/html',
      '.js': 'text/javascript',
      '.css': 'text/css',
      '.woff2': 'font/woff2',
      '.svg': 'image/svg+xml',
    }[path.extname(target)];
    return route.fulfill({ body: fs.readFileSync(target), contentType: type ?? 'application/octet-stream' });
  });
  await page.goto(`${origin}/${file}`);
}

// Many of the lender's apps test with Jest: CommonJS, jsdom, no transform of node_modules.
describe('a Jest + jsdom suite', () => {
  const suite = path.join(work, 'jest');

  beforeAll(() => {
    fs.cpSync(path.join(import.meta.dirname, 'jest'), suite, { recursive: true });
    const started = performance.now();
    run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', tarball], suite);
    console.log(`jest: npm install (fixture + tarball) ${seconds(started)} s`);
  }, 600_000);

  it('resolves the package and renders its components in a test', () => {
    // Jest writes its report on stderr.
    const jest = spawnSync(path.join(suite, 'node_modules/.bin/jest'), ['--ci'], {
      cwd: suite,
      env: npmEnv,
      encoding: 'utf8',
    });
    expect(jest.stderr).toMatch(/Tests:\s+1 passed, 1 total/);
    expect(jest.status).toBe(0);
  }, 120_000);
});

describe.each(['react18', 'react19'])('a Vite + TypeScript app on %s', (fixture) => {
  const app = path.join(work, fixture);
  let page: Page;

  beforeAll(async () => {
    fs.cpSync(path.join(import.meta.dirname, 'app'), app, { recursive: true });
    fs.copyFileSync(path.join(import.meta.dirname, fixture, 'package.json'), path.join(app, 'package.json'));
    const started = performance.now();
    // From npm's cache where it can: the registry is asked only for what the cache lacks.
    run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', tarball], app);
    console.log(`${fixture}: npm install (fixture + tarball) ${seconds(started)} s`);
    // axe needs a page of its own context; phone width, as most customers meet these components.
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'es-PE' });
    page = await context.newPage();
  }, 600_000);

  afterAll(() => page?.context().close());

  it('installs without the portal: no server, database, runner or router, and one React', () => {
    const names = new Set<string>();
    const versions: Record<string, Set<string>> = {};
    const walk = (deps: Record<string, { version?: string; dependencies?: object }> = {}) => {
      for (const [name, dep] of Object.entries(deps)) {
        if (!dep.version) continue; // an optional peer that is not installed
        names.add(name);
        (versions[name] ??= new Set()).add(dep.version ?? '');
        walk(dep.dependencies as never);
      }
    };
    walk(JSON.parse(run('npm', ['ls', '--all', '--json'], app)).dependencies);
    expect(names).toContain('@beneficios/ui');
    expect(
      [...names].filter((n) =>
        /^(fastify|@fastify\/.*|better-sqlite3|tsx|react-router|react-router-dom|zod|@vanilla-extract\/css)$/.test(n),
      ),
    ).toEqual([]);
    expect([...versions.react!]).toEqual([
      fixture === 'react18' ? expect.stringMatching(/^18\.3\./) : expect.stringMatching(/^19\./),
    ]);
    expect(fs.existsSync(path.join(app, 'node_modules/@beneficios/ui/node_modules/react'))).toBe(false);
  });

  it('type-checks (strict)', () => {
    const started = performance.now();
    run(path.join(app, 'node_modules/.bin/tsc'), ['-p', '.'], app);
    console.log(`${fixture}: tsc ${seconds(started)} s`);
  }, 120_000);

  it('type-checks under moduleResolution nodenext, ESM and CommonJS, with skipLibCheck false', () => {
    const fixture = path.join(app, 'nodenext');
    fs.cpSync(path.join(import.meta.dirname, 'nodenext'), fixture, { recursive: true });
    run(path.join(app, 'node_modules/.bin/tsc'), ['-p', fixture], app);
    // node16 reads the same exports; node10 (no exports) takes `types` and the tokens folder.
    run(
      path.join(app, 'node_modules/.bin/tsc'),
      ['-p', fixture, '--module', 'node16', '--moduleResolution', 'node16'],
      app,
    );
  }, 120_000);

  it("resolves with Node's require(), and renders from the CommonJS build", () => {
    const script = [
      "const { createElement } = require('react');",
      "const { renderToStaticMarkup } = require('react-dom/server');",
      "const ui = require('@beneficios/ui');",
      "const tokens = require('@beneficios/ui/tokens');",
      "if (!require.resolve('@beneficios/ui').endsWith('.cjs')) throw new Error('not the CommonJS build');",
      "process.stdout.write(renderToStaticMarkup(createElement(ui.Select, { label: 'Tipo', placeholder: 'Seleccionar', options: [{ value: '8', label: 'DNI' }] })) + ' ' + tokens.vars.color.brand);",
    ].join('\n');
    const html = run(process.execPath, ['--input-type=commonjs', '-e', script], app);
    expect(html).toContain('Seleccionar');
    expect(html).toContain('var(--bnf-color-brand)');
  });

  it('builds with Vite', () => {
    const started = performance.now();
    run(path.join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], app);
    console.log(`${fixture}: vite build ${seconds(started)} s`);
    expect(fs.existsSync(path.join(app, 'dist/index.html'))).toBe(true);
    const js = fs.readdirSync(path.join(app, 'dist/assets')).filter((f) => f.endsWith('.js'));
    expect(js.filter((f) => fs.readFileSync(path.join(app, 'dist/assets', f), 'utf8').includes('jsxDEV'))).toEqual([]);
  }, 120_000);

  it('renders Button, Modal and MultiSelect in Figtree with the tokens applied, and passes axe', async () => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openBuilt(path.join(app, 'dist'), page, 'index.html');
    const trigger = page.getByRole('button', { name: 'Ver condiciones' });
    await trigger.waitFor();

    const look = await trigger.evaluate(async (element) => {
      await document.fonts.ready;
      const style = getComputedStyle(element);
      return {
        brand: getComputedStyle(document.documentElement).getPropertyValue('--bnf-color-brand').trim(),
        background: style.backgroundColor,
        fontFamily: style.fontFamily,
        figtreeLoaded: [...document.fonts].some(
          (face) => face.family.replace(/["']/g, '') === 'Figtree Variable' && face.status === 'loaded',
        ),
        bodyMargin: getComputedStyle(document.body).margin,
      };
    });
    expect(look.brand).toBe('#0b3d6b');
    expect(look.background).toBe('rgb(46, 125, 50)'); // the Salud family's accent, through FamilyScope
    expect(look.fontFamily).toMatch(/^"?Figtree Variable"?,/);
    expect(look.figtreeLoaded).toBe(true);
    expect(look.bodyMargin).toBe('0px'); // base.css is imported on this page

    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('opens and closes the modal, returning focus to its trigger', async () => {
    const trigger = await openAndCloseConditions(page);
    await expect.poll(() => trigger.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('refuses a third choice in the MultiSelect', async () => {
    await page.getByRole('button', { name: 'Agregar Salud' }).click();
    await page.getByRole('button', { name: 'Agregar Hogar' }).click();
    const third = page.getByRole('button', { name: 'Agregar Cursos' });
    expect(await third.getAttribute('aria-disabled')).toBe('true');
    // It stays focusable and clickable (aria-disabled, not disabled) so the refusal can be explained: click it as a person would.
    await third.click({ force: true });
    await page.getByRole('status').filter({ hasText: 'Elige como máximo 2 intereses.' }).waitFor();
    expect(await page.getByRole('button', { name: /^Quitar / }).count()).toBe(2);
    expect(await page.getByRole('button', { name: 'Quitar Cursos' }).count()).toBe(0);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  it("leaves the host page's own h1, p and img alone with only the components stylesheet", async () => {
    await openBuilt(path.join(app, 'dist'), page, 'host.html');
    await page.getByRole('button', { name: 'Activar beneficios' }).waitFor();
    const host = await page.evaluate(() => {
      const pick = (selector: string, props: string[]) => {
        const style = getComputedStyle(document.querySelector(selector)!);
        return Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)]));
      };
      return {
        h1: pick('#host-heading', ['margin-top', 'font-size', 'font-family', 'color']),
        p: pick('#host-text', ['margin-top', 'color']),
        img: pick('#host-image', ['display']),
        body: pick('body', ['margin-top', 'font-family']),
        boxSizing: getComputedStyle(document.querySelector('main')!).boxSizing,
      };
    });
    expect(host.h1).toEqual({
      'margin-top': '20px',
      'font-size': '40px',
      'font-family': 'Georgia, serif',
      color: 'rgb(120, 0, 0)',
    });
    expect(host.p).toEqual({ 'margin-top': '12px', color: 'rgb(0, 80, 0)' });
    expect(host.img).toEqual({ display: 'inline' });
    expect(host.body['margin-top']).toBe('8px'); // the browser's default: no reset came with the components
    expect(host.body['font-family']).not.toMatch(/Figtree/);
    expect(host.boxSizing).toBe('content-box');
  });

  // The Vite template follows the system's colour mode; with `data-bnf-color-mode="auto"` the components follow too.
  it.each(['dark', 'light'] as const)(
    "reads in the system's %s mode over the Vite template's CSS, and passes axe",
    async (colorScheme) => {
      await page.emulateMedia({ colorScheme });
      try {
        await openBuilt(path.join(app, 'dist'), page, 'dark.html');
        const form = page.getByRole('form', { name: 'Tus datos' });
        await form.waitFor();
        const look = await page.evaluate(() => {
          const style = (selector: string) => getComputedStyle(document.querySelector(`#root ${selector}`)!);
          const select = document.querySelector<HTMLSelectElement>('#root select')!;
          return {
            label: { align: style('label').textAlign, spacing: style('label').letterSpacing },
            legend: style('legend').textAlign,
            radioScheme: style('input[type=radio]').colorScheme,
            selectValue: select.value,
          };
        });
        // Nothing chosen behind the placeholder; the host's centring and spacing stop at the components.
        expect(look.selectValue).toBe('');
        expect(look.label).toEqual({ align: 'start', spacing: 'normal' });
        expect(look.legend).toBe('start');
        expect(look.radioScheme).toBe(colorScheme);
        expect((await new AxeBuilder({ page }).include('#root').analyze()).violations).toEqual([]);
      } finally {
        await page.emulateMedia({ colorScheme: null });
      }
    },
  );

  it("keeps the host's rules on bare elements (h2, p, label, span) off the components, without base.css", async () => {
    await openBuilt(path.join(app, 'dist'), page, 'host.html');
    await page.getByRole('button', { name: 'Activar beneficios' }).waitFor();
    const look = await page.evaluate(() => {
      const style = (element: Element | null) => getComputedStyle(element!);
      const heading = style(document.querySelector('#root h2'));
      const label = style(document.querySelector('#root label'));
      const error = style(document.querySelector('#root [role=alert]'));
      const input = document.querySelector<HTMLInputElement>('#root input')!;
      return {
        heading: { color: heading.color, marginTop: heading.marginTop, fontFamily: heading.fontFamily },
        label: { color: label.color, marginTop: label.marginTop },
        input: { boxSizing: style(input).boxSizing, right: input.getBoundingClientRect().right },
        error: { color: error.color, marginTop: error.marginTop },
        pageWidth: document.documentElement.scrollWidth,
        viewport: innerWidth,
      };
    });
    expect(look.heading).toEqual({
      color: 'rgb(255, 255, 255)',
      marginTop: '0px',
      fontFamily: expect.stringMatching(/^"?Figtree Variable"?,/),
    });
    expect(look.label.color).not.toBe('rgb(0, 80, 0)');
    expect(look.error.color).not.toBe('rgb(0, 80, 0)');
    expect(look.error.marginTop).not.toBe('12px');
    expect(look.input.boxSizing).toBe('border-box');
    expect(look.input.right).toBeLessThanOrEqual(look.viewport);
    expect(look.pageWidth).toBeLessThanOrEqual(look.viewport);

    // The keyboard's ring is the library's, as base.css draws it in the portal, not the browser's default.
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      const focused = getComputedStyle(document.activeElement!);
      return { name: document.activeElement!.textContent, style: focused.outlineStyle, width: focused.outlineWidth };
    });
    expect(ring).toEqual({ name: 'Activar beneficios', style: 'solid', width: '3px' });

    // The template's rules on bare buttons, headings and links stop at the components: labels are not shouted,
    // headings not underlined, links not bolder, and the dialog's close button keeps its icon.
    const inside = await page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(`#root ${selector}`)!);
      return {
        button: style('button').textTransform,
        heading: style('h2').textDecorationLine,
        link: style('a').fontWeight,
      };
    });
    expect(inside).toEqual({ button: 'none', heading: 'none', link: expect.not.stringMatching(/^900$/) });
    await page.getByRole('button', { name: 'Ver condiciones' }).click();
    const dialog = page.getByRole('dialog', { name: 'Condiciones' });
    await dialog.waitFor();
    const closeIcon = await dialog
      .getByRole('button', { name: /Cerrar/ })
      .evaluate((button) => button.querySelector('svg')!.getBoundingClientRect().width);
    expect(closeIcon).toBeGreaterThan(0);
    expect(await dialog.locator('h2').evaluate((h) => getComputedStyle(h).textDecorationLine)).toBe('none');
  });
});

// A Next.js App Router app as create-next-app makes it (Turbopack, its globals.css following the system's dark mode):
// a server component renders the server-safe components and places a client module of the package; a client
// component of the app uses the interactive ones.
describe('a Next.js App Router app', () => {
  const app = path.join(work, 'next');
  let server: ChildProcess | undefined;
  let origin: string;
  let page: Page;

  beforeAll(async () => {
    fs.cpSync(path.join(import.meta.dirname, 'next'), app, { recursive: true });
    const started = performance.now();
    run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', tarball], app);
    console.log(`next: npm install (fixture + tarball) ${seconds(started)} s`);
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'es-PE' });
    page = await context.newPage();
  }, 600_000);

  afterAll(async () => {
    server?.kill();
    await page?.context().close();
  });

  it('builds with next build', () => {
    const started = performance.now();
    const output = run(path.join(app, 'node_modules/.bin/next'), ['build'], app);
    console.log(`next: next build ${seconds(started)} s`);
    expect(output).toMatch(/Compiled successfully/);
  }, 180_000);

  it('renders the server component, hydrates the client one, and passes axe in the dark', async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = spawn(
      path.join(app, 'node_modules/.bin/next'),
      ['start', '--port', String(port), '--hostname', '127.0.0.1'],
      { cwd: app, env: npmEnv, stdio: 'ignore' },
    );
    await expect
      .poll(
        () =>
          fetch(origin).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 60_000, interval: 250 },
      )
      .toBe(200);

    // The server's HTML already holds the server component's output, before any script runs.
    const html = await (await fetch(origin)).text();
    expect(html).toContain('Tu póliza está activa');
    expect(html).toContain('aria-current="step"');

    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on(
      'console',
      (message) => message.type() === 'error' && errors.push(`${message.text()} ${message.location().url}`),
    );
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(origin);

    // Hydrated: the client component answers a choice, and nothing was chosen behind the placeholder.
    const select = page.getByLabel('Tipo de documento');
    expect(await select.inputValue()).toBe('');
    await expect
      .poll(async () => {
        await select.selectOption('ce');
        return page.getByText('Elegiste CE').isVisible();
      })
      .toBe(true);

    await openAndCloseConditions(page);

    // The page is dark, and so are the components' native controls.
    const look = await page.evaluate(() => ({
      page: getComputedStyle(document.body).backgroundColor,
      scheme: getComputedStyle(document.querySelector('input')!).colorScheme,
    }));
    expect(look.page).toBe('rgb(10, 10, 10)');
    expect(look.scheme).toBe('dark');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    expect(errors).toEqual([]);
  }, 120_000);
});

/** A port nothing listens on, for `next start`. */
function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
