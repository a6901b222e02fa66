/**
 * `npm run build:lib`: the publishable package `@beneficios/ui` in `dist-lib/` (pack it with `npm pack ./dist-lib`).
 *
 * - ESM, one output module per source module, so an app pays only for the components it imports;
 * - `styles.css` (tokens as custom properties + component classes, no rule on bare elements; the components' own
 *   elements get base.css's element rules, see ownElements.ts),
 *   `base.css` (opt-in reset and body font), `fonts.css` (opt-in, Figtree shipped in `fonts/`);
 * - type declarations beside the modules; `tokens.json` (W3C Design Tokens format) and `tokens.css`;
 * - `package.json` from `ui/package/package.json` (its version is set by Changesets), README, CHANGELOG and the guide (docs/library.md as GUIDE.md).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build, type InlineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { designTokens, tokensCss } from './designTokens.ts';
import { ownElementsCss } from './ownElements.ts';
import { classIdentifier } from '../../tokens/names.ts';

// A production build whoever runs it (a test runner sets NODE_ENV=test): with any other mode the JSX would call
// `jsxDEV` from `react/jsx-dev-runtime`, which React's production build does not provide.
process.env.NODE_ENV = 'production';

const root = path.resolve(import.meta.dirname, '../..');
const out = path.join(root, 'dist-lib');
const manifest = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};

/** Dependencies and peers stay imports; everything else (e.g. the recipes' tiny runtime) is bundled. */
const externals = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)];
const isExternal = (id: string) => externals.some((dep) => id === dep || id.startsWith(`${dep}/`));

const common: InlineConfig = {
  root,
  mode: 'production',
  configFile: false,
  logLevel: 'warn',
  // Class names carry the package's prefix, so styles.css can give the components' own elements their base.
  plugins: [react(), vanillaExtractPlugin({ identifiers: ({ hash }) => classIdentifier({ hash }) })],
};

/** The components and tokens as ESM modules, with every component's CSS and the theme in `styles.css`. */
async function buildModules() {
  await build({
    ...common,
    build: {
      outDir: out,
      emptyOutDir: true,
      target: 'es2022',
      minify: false,
      cssCodeSplit: false,
      copyPublicDir: false,
      assetsInlineLimit: 0,
      lib: {
        // The theme first, so custom properties lead the stylesheet.
        entry: {
          'tokens/theme.css': 'tokens/theme.css.ts',
          'ui/index': 'ui/index.ts',
          'tokens/index': 'tokens/index.ts',
        },
        formats: ['es'],
        cssFileName: 'styles',
      },
      rollupOptions: {
        external: isExternal,
        output: {
          preserveModules: true,
          preserveModulesRoot: root,
          // Bundled helpers leave `node_modules/` (npm never packs a folder of that name).
          entryFileNames: (chunk) => `${chunk.name.replace(/^.*node_modules\//, 'vendor/')}.js`,
        },
      },
    },
  });
  // The theme's module only carried CSS.
  fs.rmSync(path.join(out, 'tokens/theme.css.js'), { force: true });
  const styles = path.join(out, 'styles.css');
  fs.writeFileSync(styles, ownElementsCss() + fs.readFileSync(styles, 'utf8'));
}

/**
 * The same modules as CommonJS in `cjs/` (`.cjs`), for `require()`: Jest, and Node before it could require ESM.
 * Class names are the same hashes as the ESM build's, so `styles.css` serves both.
 */
async function buildCommonJs() {
  await build({
    ...common,
    build: {
      outDir: path.join(out, 'cjs'),
      emptyOutDir: true,
      target: 'es2022',
      minify: false,
      cssCodeSplit: false,
      copyPublicDir: false,
      assetsInlineLimit: 0,
      lib: {
        entry: { 'ui/index': 'ui/index.ts', 'tokens/index': 'tokens/index.ts' },
        formats: ['cjs'],
        cssFileName: 'styles',
      },
      rollupOptions: {
        external: isExternal,
        output: {
          preserveModules: true,
          preserveModulesRoot: root,
          exports: 'named',
          entryFileNames: (chunk) => `${chunk.name.replace(/^.*node_modules\//, 'vendor/')}.cjs`,
        },
      },
    },
  });
  // Its stylesheet is the ESM build's styles.css again.
  fs.rmSync(path.join(out, 'cjs/styles.css'), { force: true });
}

/**
 * `'use client'` on every module that uses state, effects, refs, context or event handlers (or a Radix part), so a
 * React Server Components framework can import the package from a server component: those modules become client
 * references, the rest render on the server. Rollup drops directives from sources, so they are added to the output.
 */
function needsClient(source: string): boolean {
  return (
    /\buse[A-Z]\w*\(/.test(source) ||
    /\bcreateContext\(/.test(source) ||
    /from ["']@radix-ui\//.test(source) ||
    /require\(["']@radix-ui\//.test(source) ||
    /\bon[A-Z]\w*:\s*(?:\(|async\b|function\b|[A-Za-z_$][\w$]*\s*=>)/.test(source)
  );
}

function markClientModules() {
  const marked: string[] = [];
  for (const dir of ['ui', 'cjs/ui']) {
    const base = path.join(out, dir);
    const files = fs.readdirSync(base, { recursive: true, encoding: 'utf8' }).filter((file) => /\.c?js$/.test(file));
    const sources = new Map(
      files.map((file) => [path.join(base, file), fs.readFileSync(path.join(base, file), 'utf8')]),
    );
    const imports = (file: string) =>
      [...sources.get(file)!.matchAll(/(?:from |require\()["'](\.{1,2}\/[^"']+)["']/g)].map((m) =>
        path.join(path.dirname(file), m[1]!),
      );
    // A module that renders a client module is one too: its props (handlers, render functions) cross into it.
    const client = new Set([...sources.keys()].filter((file) => needsClient(sources.get(file)!)));
    for (let grew = true; grew;) {
      grew = false;
      for (const file of sources.keys()) {
        if (!client.has(file) && imports(file).some((target) => client.has(target))) {
          client.add(file);
          grew = true;
        }
      }
    }
    for (const file of client) {
      if (path.basename(file) === 'index.js' || path.basename(file) === 'index.cjs') continue; // re-exports stay plain
      fs.writeFileSync(file, `'use client';\n${sources.get(file)}`);
      if (dir === 'ui') marked.push(path.relative(base, file));
    }
  }
  return marked;
}

/** The opt-in document defaults (reset, body font and colours) as `base.css`. */
async function buildBase() {
  const tmp = path.join(out, '.base');
  await build({
    ...common,
    build: {
      outDir: tmp,
      emptyOutDir: true,
      copyPublicDir: false,
      lib: { entry: 'tokens/global.css.ts', formats: ['es'], cssFileName: 'base' },
    },
  });
  const css = fs.readFileSync(path.join(tmp, 'base.css'), 'utf8').replace(/\/\*\$vite\$:\d+\*\/\n?/g, '');
  const header =
    '/* @beneficios/ui base: reset, body font and colours. Opt-in: import after fonts.css, before styles.css. */\n';
  fs.writeFileSync(path.join(out, 'base.css'), header + css);
  fs.rmSync(tmp, { recursive: true });
}

/** Figtree (SIL Open Font License) ships in the package: the Latin subsets of the variable font, normal style. */
function copyFonts() {
  const source = path.join(root, 'node_modules/@fontsource-variable/figtree');
  const css = fs.readFileSync(path.join(source, 'wght.css'), 'utf8');
  fs.mkdirSync(path.join(out, 'fonts'));
  for (const [, file] of css.matchAll(/url\(\.\/files\/([^)]+)\)/g)) {
    fs.copyFileSync(path.join(source, 'files', file!), path.join(out, 'fonts', file!));
  }
  fs.copyFileSync(path.join(source, 'LICENSE'), path.join(out, 'fonts/OFL.txt'));
  const header =
    '/* Figtree (variable weight), SIL Open Font License 1.1 (fonts/OFL.txt). Opt-in: import before styles.css. */\n';
  fs.writeFileSync(path.join(out, 'fonts.css'), header + css.replaceAll('url(./files/', 'url(./fonts/'));
}

function writeDeclarations() {
  execFileSync(path.join(root, 'node_modules/.bin/tsc'), ['-p', path.join(root, 'tsconfig.lib.json')], {
    stdio: 'inherit',
  });
  // The components' class-name modules are internal; their types would name vanilla-extract, which apps do not install.
  for (const file of fs.readdirSync(path.join(out, 'ui'), { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.css.d.ts')) fs.rmSync(path.join(out, 'ui', file));
  }
  const declarations = fs
    .readdirSync(out, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.d.ts'));
  const leaks = declarations.flatMap((file) => {
    const source = fs.readFileSync(path.join(out, file), 'utf8');
    const relativeImports = [...source.matchAll(/(?:from |import\()['"](\.[^'"]+)['"]/g)].map((m) =>
      path.join(path.dirname(file), m[1]!),
    );
    const unresolved = relativeImports.filter(
      (spec) => ![`${spec}.d.ts`, `${spec}/index.d.ts`].some((f) => fs.existsSync(path.join(out, f))),
    );
    return [
      ...(source.includes('@vanilla-extract') ? [`${file} → @vanilla-extract`] : []),
      ...unresolved.map((spec) => `${file} → ${spec}`),
    ];
  });
  const devOnly = fs
    .readdirSync(out, { recursive: true, encoding: 'utf8' })
    .filter(
      (file) => file.endsWith('.js') && fs.readFileSync(path.join(out, file), 'utf8').includes('jsx-dev-runtime'),
    );
  if (devOnly.length) throw new Error(`Modules built with React's development JSX: ${devOnly.join(', ')}`);
  if (leaks.length) throw new Error(`Declarations that apps could not resolve: ${leaks.join(', ')}`);
  addExtensions(declarations);
  writeCommonJsDeclarations(declarations);
}

/**
 * Relative imports in the declarations name their file (`./Button/index.js`), as `moduleResolution: node16` and
 * `nodenext` require of an ES module package; `bundler` and `node10` read them too.
 */
function addExtensions(declarations: string[]) {
  for (const file of declarations) {
    const target = path.join(out, file);
    const source = fs.readFileSync(target, 'utf8');
    const rewritten = source.replace(
      /((?:from |import\()['"])(\.{1,2}\/[^'"]*)(['"])/g,
      (whole, before: string, spec: string, after: string) => {
        if (/\.(js|cjs|mjs|json)$/.test(spec)) return whole;
        const base = path.join(path.dirname(target), spec);
        if (fs.existsSync(`${base}.d.ts`)) return `${before}${spec}.js${after}`;
        if (fs.existsSync(path.join(base, 'index.d.ts'))) return `${before}${spec}/index.js${after}`;
        return whole;
      },
    );
    fs.writeFileSync(target, rewritten);
  }
}

/** The declarations again beside the CommonJS modules, as `.d.cts` naming `.cjs` files, for the `require` condition. */
function writeCommonJsDeclarations(declarations: string[]) {
  for (const file of declarations) {
    const source = fs.readFileSync(path.join(out, file), 'utf8');
    const target = path.join(out, 'cjs', file.replace(/\.d\.ts$/, '.d.cts'));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, source.replace(/((?:from |import\()['"]\.{1,2}\/[^'"]*)\.js(['"])/g, '$1.cjs$2'));
  }
}

function writeTokens() {
  fs.writeFileSync(path.join(out, 'tokens.json'), `${JSON.stringify(designTokens(), null, 2)}\n`);
  fs.writeFileSync(path.join(out, 'tokens.css'), tokensCss());
}

/** The package's own manifest, README and changelog, and the library's guide: nothing of the portal's. */
function writeManifest() {
  for (const file of ['package.json', 'README.md', 'CHANGELOG.md']) {
    fs.copyFileSync(path.join(import.meta.dirname, file), path.join(out, file));
  }
  // A team that installs the package reads the whole guide beside the README, without the repository.
  fs.copyFileSync(path.join(import.meta.dirname, '../../docs/library.md'), path.join(out, 'GUIDE.md'));
}

await buildModules();
await buildCommonJs();
const clientModules = markClientModules();
await buildBase();
copyFonts();
writeDeclarations();
writeTokens();
writeManifest();
console.log(`'use client' on ${clientModules.length} modules`);
console.log(`@beneficios/ui built in ${path.relative(root, out)}/`);
