import fs from 'node:fs';
import path from 'node:path';
import type { Manifest, ManifestChunk, Plugin, ResolvedConfig } from 'vite';
import { benefits } from '../domain/catalogue/index.ts';
import { inlineStylesheets } from './inlineStylesheets.ts';
import { deferEntryScript } from './deferEntry.ts';
import { ROOT_MARK, withSsrEntry } from './ssrEntry.ts';
import { RESTORE_FRAME_ATTRIBUTE } from '../platform/restoreFrame.ts';
import type * as pagesServer from '../pages.server.tsx';

/**
 * The public pages a visitor can open first, and the module each route's page lives in (as in app/router.tsx).
 * Each becomes `dist/<path>/index.html`, which the server sends at that path; the home becomes `dist/home.html`
 * (`dist/index.html` stays the single-page app's shell for every route not prerendered). `alsoDrawn` names modules
 * the page loads later whose markup the prerender already draws: their stylesheets go in with the page's, or that
 * markup would paint unstyled until its code arrives.
 */
export const prerenderedPages: { path: string; module: string; alsoDrawn?: string[] }[] = [
  { path: '/', module: 'pages/public/LandingPage.tsx' },
  { path: '/inicia', module: 'pages/account/LoginPage.tsx' },
  {
    path: '/registro/1',
    module: 'pages/account/RegistrationPage.tsx',
    alsoDrawn: ['pages/account/registration/insuranceListCode.ts'],
  },
  { path: '/password', module: 'pages/account/PasswordResetPage.tsx' },
  { path: '/nosotros', module: 'pages/public/AboutPage.tsx' },
  ...['proteccion', 'vida', 'detecta', 'salud', 'cuotas', 'hogar', 'vidaTotal'].map((slug) => ({
    path: `/${slug}`,
    module: 'pages/public/FamilyPage.tsx',
  })),
  { path: '/detecta-power', module: 'pages/public/PowerLandingPage.tsx' },
  { path: '/vida-power', module: 'pages/public/PowerLandingPage.tsx' },
  // Each benefit's public page (/salud/ambulancia…): the link a family page, a search or an SMS opens first.
  ...[...new Set(benefits.map((benefit) => benefit.linkOut))].map((path) => ({
    path,
    module: 'pages/public/BenefitOutwardPage.tsx',
  })),
];

/**
 * The logged-in home renders per customer, so only its frame is prerendered (`dist/ecosistema/index.html`): the
 * header, footer and "Recuperando tu sesión" a stored session shows while it is checked, which the app's first render
 * replaces (app/platform/restoreFrame.ts). The shell names ahead the modules the home needs: its page (with the
 * session rules, which share its chunk) and the modules that restore a stored session (app/session/preloadRestore.ts).
 * Found only as the app runs, each level of them would cost a round trip of its own on a slow line. The page's
 * stylesheets go inline for the same reason: Vite's loader of lazy chunks would ask for them only once the scripts
 * had arrived, and the page waits for them (about 0.4 s on Slow 4G). Other routes keep
 * the plain shell: a guest opening a video room should not download the customer's home.
 */
const loggedInHome = {
  path: '/ecosistema',
  modules: ['pages/ecosystem/EcosystemHomePage.tsx', 'domain/storage.ts'],
};

const MANIFEST = path.join('.vite', 'manifest.json');
/** The prerendered home's file (server/http/staticFiles.ts sends it at `/`). */
const HOME_FILE = 'home.html';

/** Writes a built page at `file` under `outDir`, making its folder. */
function writePage(outDir: string, file: string, html: string): void {
  const target = path.join(outDir, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, html);
}

/**
 * A rendered page in the app's shell: a `<title>` the page names itself with names the document, `head` goes at the
 * end of the head, and the page fills the root (marked with `rootAttributes`, if any).
 */
function intoShell(shell: string, rendered: string, head: string, rootAttributes = ''): string {
  const title = /<title>[^<]*<\/title>/.exec(rendered)?.[0];
  const page = title ? rendered.replace(title, '') : rendered;
  return (title ? shell.replace(/<title>[^<]*<\/title>/, title) : shell)
    .replace('</head>', `${head}</head>`)
    .replace(ROOT_MARK, `<div id="root"${rootAttributes}>${page}</div>`);
}

/**
 * What a module needs when it loads, gathered over it and everything it imports statically (each chunk once):
 * `combine` puts a chunk's own files and those gathered from its imports in the order wanted.
 */
function gather(
  manifest: Manifest,
  key: string,
  combine: (chunk: ManifestChunk, fromImports: string[]) => string[],
  seen = new Set<string>(),
): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build has no chunk for ${key}`);
  return combine(
    chunk,
    (chunk.imports ?? []).flatMap((imported) => gather(manifest, imported, combine, seen)),
  );
}

/** Their stylesheets, those of each one's imports first (the cascade's order), each chunk's once. */
function stylesheetsOf(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  return keys.flatMap((key) => gather(manifest, key, (chunk, imported) => [...imported, ...(chunk.css ?? [])], seen));
}

/** `<link>`s to the stylesheets of these modules that the shell does not already link, for inlineStylesheets.ts. */
function stylesheetLinks(manifest: Manifest, shell: string, keys: string[]): string {
  return stylesheetsOf(manifest, keys)
    .filter((href) => !shell.includes(`/${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="/${href}">`)
    .join('');
}

/** Its script files, its own chunk first. */
const scriptsOf = (manifest: Manifest, key: string) =>
  gather(manifest, key, (chunk, imported) => [`/${chunk.file}`, ...imported]);

/**
 * After the client build, renders each public page (app/pages.server.tsx) to HTML with a small SSR build of the same
 * config, into the single-page app's shell, with every stylesheet the page needs inline: the page paints from the
 * first response, before any script runs, and app/main.tsx hydrates it later. Then the logged-in home's shell with
 * the restore's frame, which the first render replaces.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'beneficios:prerender-pages',
    apply: 'build',
    config(userConfig, env) {
      // The client build lists each module's stylesheets; the SSR build does not need it.
      if (!env.isSsrBuild) return { build: { manifest: true } };
    },
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      await withSsrEntry<typeof pagesServer>(config, 'pages.server.tsx', async ({ renderPage }) => {
        const manifest = JSON.parse(fs.readFileSync(path.join(outDir, MANIFEST), 'utf8')) as Manifest;
        const shell = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
        if (!shell.includes(ROOT_MARK)) throw new Error('index.html: falta <div id="root"></div>');

        for (const page of prerenderedPages) {
          const pageStyles = stylesheetLinks(manifest, shell, [page.module, ...(page.alsoDrawn ?? [])]);
          const document = intoShell(shell, await renderPage(page.path), pageStyles);
          writePage(
            outDir,
            page.path === '/' ? HOME_FILE : path.join(page.path, 'index.html'),
            deferEntryScript(inlineStylesheets(document, outDir), scriptsOf(manifest, page.module)),
          );
        }

        const preloads = [...new Set(loggedInHome.modules.flatMap((key) => scriptsOf(manifest, key)))]
          .filter((href) => !shell.includes(`"${href}"`))
          .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
          .join('');
        const homeStyles = stylesheetLinks(manifest, shell, loggedInHome.modules);
        const frame = await renderPage(loggedInHome.path, { restoring: true });
        writePage(
          outDir,
          path.join(loggedInHome.path, 'index.html'),
          inlineStylesheets(intoShell(shell, frame, homeStyles + preloads, ` ${RESTORE_FRAME_ATTRIBUTE}`), outDir),
        );
      });
      fs.rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });
    },
  };
}
