/**
 * What the library costs an app (`npm run bench`, or alone: `npm run bench:library`): the packed library built into
 * a small app on React 19 four times (React alone as the anchor, `Button`, `Button` + `Modal` + `MultiSelect`, and
 * every export), minified as Vite builds it, gzip. The components stylesheet is one file, the same for every app.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { check } from './format.ts';
import { printReport } from './report.ts';
import type { BenchRow } from './types.ts';

const root = path.resolve(import.meta.dirname, '../..');
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzip = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** Budgets over React alone, JS gzip. */
export const libraryBudgets = { buttonKb: 5, buttonModalMultiSelectKb: 25 };

const mount = `import { createElement as h } from 'react';\nimport { createRoot } from 'react-dom/client';\n`;
const entries = {
  /** React alone: the library's anchor, and the page the bench's anchor serves at /react (a heading under a frame). */
  react: `${mount}createRoot(document.getElementById('root')!).render(h('main', null, h('h1', null, 'Hola')));`,
  button: `${mount}import { Button } from '@beneficios/ui';\ncreateRoot(document.body).render(h(Button, null, 'Activar'));`,
  trio: `${mount}import { Button, Modal, MultiSelect } from '@beneficios/ui';
createRoot(document.body).render(h('div', null,
  h(Modal, { title: 'Condiciones', trigger: h(Button, null, 'Ver') }),
  h(MultiSelect, { label: 'Intereses', options: [{ value: 'a', label: 'A' }], max: 2 })));`,
  all: `${mount}import * as ui from '@beneficios/ui';\nimport * as tokens from '@beneficios/ui/tokens';\n(window as unknown as Record<string, unknown>).beneficios = { ui, tokens };\ncreateRoot(document.body).render(h('p', null, 'Hola'));`,
};

/** JS gzip of an app built from one entry (into `outDir`), against the built package in dist-lib/. */
async function appJs(app: string, name: keyof typeof entries, outDir = path.join(app, `out-${name}`)) {
  fs.writeFileSync(path.join(app, `${name}.ts`), entries[name]);
  await build({
    root: app,
    configFile: false,
    logLevel: 'silent',
    build: { outDir, rollupOptions: { input: path.join(app, `${name}.ts`) } },
  });
  const files = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
  return files.reduce((total, f) => total + gzip(path.join(outDir, f)), 0);
}

/** Vite's build() sets NODE_ENV=production in this process; servers the bench starts afterwards must not inherit it. */
async function keepingNodeEnv<T>(work: () => Promise<T>): Promise<T> {
  const nodeEnv = process.env.NODE_ENV;
  try {
    return await work();
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/** A throwaway app folder that resolves react and react-dom from this project. */
async function inSmallApp<T>(work: (app: string) => Promise<T>): Promise<T> {
  const app = fs.mkdtempSync(path.join(os.tmpdir(), 'beneficios-library-size-'));
  try {
    fs.mkdirSync(path.join(app, 'node_modules'));
    for (const dep of ['react', 'react-dom'])
      fs.symlinkSync(path.join(root, 'node_modules', dep), path.join(app, 'node_modules', dep), 'dir');
    return await work(app);
  } finally {
    fs.rmSync(app, { recursive: true, force: true });
  }
}

/**
 * React and react-dom alone rendering a heading, built as Vite builds an app into `outDir` (its scripts under
 * `assets/`): the floor under any page's first JavaScript. Returns the scripts' KB gz.
 */
export const buildReactAlone = (outDir: string) =>
  keepingNodeEnv(() => inSmallApp(async (app) => kb(await appJs(app, 'react', outDir))));

export const measureLibrarySize = () => keepingNodeEnv(measure);

async function measure() {
  execFileSync(process.execPath, ['--import', 'tsx', 'ui/package/build.ts'], {
    cwd: root,
    stdio: 'ignore',
  });
  return inSmallApp(async (app) => {
    fs.mkdirSync(path.join(app, 'node_modules/@beneficios'));
    fs.symlinkSync(path.join(root, 'dist-lib'), path.join(app, 'node_modules/@beneficios/ui'), 'dir');
    const react = await appJs(app, 'react');
    const over = async (name: keyof typeof entries) => kb((await appJs(app, name)) - react);
    return {
      reactKb: kb(react),
      buttonKb: await over('button'),
      buttonModalMultiSelectKb: await over('trio'),
      everythingKb: await over('all'),
      stylesKb: kb(gzip(path.join(root, 'dist-lib/styles.css'))),
      baseKb: kb(gzip(path.join(root, 'dist-lib/base.css'))),
      fontsKb: kb(
        fs
          .readdirSync(path.join(root, 'dist-lib/fonts'))
          .filter((f) => f.endsWith('.woff2'))
          .reduce((t, f) => t + fs.statSync(path.join(root, 'dist-lib/fonts', f)).size, 0),
      ),
    };
  });
}

/** The figures as the bench prints them: each beside React alone, measured in the same run; with the budgets. */
export function librarySizeRows(size: Awaited<ReturnType<typeof measureLibrarySize>>): BenchRow[] {
  const section = 'Library: what an app adds over React alone (minified JS, KB gz)';
  const anchor = `React + react-dom ${size.reactKb} KB`;
  const added = (what: string, kb: number, budgets?: BenchRow['budgets']): BenchRow => ({
    section,
    what,
    ours: `+${kb} KB gz`,
    anchor,
    ratio: kb / size.reactKb,
    ratioKind: 'share',
    figures: { addedKbGz: kb, reactKbGz: size.reactKb },
    budgets,
  });
  return [
    added('Button', size.buttonKb, [
      check(
        `Library: Button ≤ ${libraryBudgets.buttonKb} KB gz`,
        size.buttonKb <= libraryBudgets.buttonKb,
        `${size.buttonKb} KB`,
      ),
    ]),
    added('Button, Modal and MultiSelect', size.buttonModalMultiSelectKb, [
      check(
        `Library: Button + Modal + MultiSelect ≤ ${libraryBudgets.buttonModalMultiSelectKb} KB gz`,
        size.buttonModalMultiSelectKb <= libraryBudgets.buttonModalMultiSelectKb,
        `${size.buttonModalMultiSelectKb} KB`,
      ),
    ]),
    added('The whole library', size.everythingKb),
    {
      section,
      what: 'styles.css (once, any number of components)',
      ours: `${size.stylesKb} KB gz`,
      figures: { kbGz: size.stylesKb },
    },
    { section, what: 'base.css (opt-in)', ours: `${size.baseKb} KB gz`, figures: { kbGz: size.baseKb } },
    {
      section,
      what: 'Fonts, woff2 (opt-in; a browser fetches only the subsets it uses)',
      ours: `${size.fontsKb} KB`,
      figures: { kb: size.fontsKb },
    },
  ];
}

// `npm run bench:library`: this module alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = printReport(librarySizeRows(await measureLibrarySize())) ? 0 : 1;
}
