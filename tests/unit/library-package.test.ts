import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { projectRoot } from './source-files.ts';

/** Another app of the lender, installing the library: imports `beneficios/ui`, `beneficios/styles.css`. */
const consumerMain = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, FamilyScope } from 'beneficios/ui';
import { motion } from 'beneficios/tokens';
import 'beneficios/styles.css';

const delay: number = motion.bannerInterval;
createRoot(document.getElementById('root')!).render(
  createElement(FamilyScope, { family: '7706-1', children: createElement(Button, { variant: 'primary' }, 'Activar ' + delay) }),
);
`;

describe('the library package', () => {
  let consumer: string;

  beforeAll(() => {
    execFileSync('npm', ['run', 'build:lib'], { cwd: projectRoot, stdio: 'pipe' });
    consumer = fs.mkdtempSync(path.join(os.tmpdir(), 'beneficios-consumer-'));
    fs.mkdirSync(path.join(consumer, 'node_modules'));
    fs.symlinkSync(projectRoot, path.join(consumer, 'node_modules', 'beneficios'), 'dir');
    for (const dep of ['react', 'react-dom', '@types']) {
      fs.symlinkSync(path.join(projectRoot, 'node_modules', dep), path.join(consumer, 'node_modules', dep), 'dir');
    }
    fs.writeFileSync(path.join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', type: 'module', private: true }));
    fs.writeFileSync(path.join(consumer, 'index.html'), '<!doctype html><html lang="es"><body><div id="root"></div><script type="module" src="./main.ts"></script></body></html>');
    fs.writeFileSync(path.join(consumer, 'main.ts'), consumerMain);
    fs.writeFileSync(
      path.join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { strict: true, module: 'ESNext', moduleResolution: 'Bundler', target: 'ES2022', lib: ['ES2022', 'DOM'], jsx: 'react-jsx', noEmit: true, skipLibCheck: true, types: [] },
        files: ['main.ts', 'css.d.ts'],
      }),
    );
    fs.writeFileSync(path.join(consumer, 'css.d.ts'), "declare module '*.css';\n");
  }, 120_000);

  it('emits ESM, type declarations and one CSS file', () => {
    for (const file of ['dist-lib/ui.js', 'dist-lib/tokens.js', 'dist-lib/beneficios.css', 'dist-lib/types/ui/index.d.ts', 'dist-lib/types/tokens/index.d.ts']) {
      expect(fs.existsSync(path.join(projectRoot, file)), file).toBe(true);
    }
    expect(fs.readFileSync(path.join(projectRoot, 'dist-lib/ui.js'), 'utf8')).not.toMatch(/require\(/);
  });

  it('type-checks in a consumer app', () => {
    expect(() => execFileSync(path.join(projectRoot, 'node_modules/.bin/tsc'), ['-p', consumer], { stdio: 'pipe' })).not.toThrow();
  }, 60_000);

  it('builds into a consumer app with the component styles and family themes', async () => {
    await build({ root: consumer, logLevel: 'silent', build: { outDir: 'out' } });
    const assets = fs.readdirSync(path.join(consumer, 'out/assets'));
    const css = assets.filter((f) => f.endsWith('.css')).map((f) => fs.readFileSync(path.join(consumer, 'out/assets', f), 'utf8')).join('');
    const js = assets.filter((f) => f.endsWith('.js')).map((f) => fs.readFileSync(path.join(consumer, 'out/assets', f), 'utf8')).join('');
    expect(css).toContain('#2e7d32');
    expect(css).toMatch(/--[\w-]+:\s*#0b3d6b/i);
    expect(js).toContain('Activar ');
  }, 60_000);

  it('renders on the server from the built package', async () => {
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { createElement } = await import('react');
    const ui = (await import(path.join(projectRoot, 'dist-lib/ui.js'))) as typeof import('../../ui');
    const html = renderToStaticMarkup(createElement(ui.Button, { loading: true }, 'Registrando'));
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Procesando');
  });
});
