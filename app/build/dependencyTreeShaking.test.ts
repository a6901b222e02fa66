import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shakeDependency } from './dependencyTreeShaking.ts';

const modules = path.resolve(import.meta.dirname, '../../node_modules');
const read = (file: string) => fs.readFileSync(path.join(modules, file), 'utf8');

// The patterns follow the installed versions: an upgrade that changes them fails here, not silently in page weight.
describe('dependency tree shaking', () => {
  it("frees React Router's unused components", () => {
    const dir = 'react-router/dist/production';
    const file = fs.readdirSync(path.join(modules, dir)).find((name) => /^chunk-[\w-]+\.mjs$/.test(name) && read(`${dir}/${name}`).includes('function LinkWithRef'));
    expect(file).toBeDefined();
    const id = path.join(modules, dir, file!);
    const shaken = shakeDependency(fs.readFileSync(id, 'utf8'), id);
    expect(shaken).not.toMatch(/^Link\.displayName = /m);
    expect(shaken).not.toMatch(/^ScrollRestoration\.displayName = /m);
    expect(shaken).toMatch(/^var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
  });

  it("frees Radix's unused functions and keeps what names an arrow function", () => {
    const id = path.join(modules, '@radix-ui/react-dialog/dist/index.mjs');
    const code = fs.readFileSync(id, 'utf8');
    expect(code).toMatch(/^__name\(\w+, "\w+"\);$/m);
    expect(shakeDependency(code, id)).not.toMatch(/^__name\(\w+, "\w+"\);$/m);
    expect(shakeDependency('var f = () => 1;\n__name(f, "f");\n', id)).toContain('__name(f, "f");');
  });

  it('leaves every other file alone', () => {
    const code = 'Link.displayName = "Link";\n__name(f, "f");\nfunction f() {}\n';
    expect(shakeDependency(code, path.join(modules, 'some-package/index.mjs'))).toBe(code);
  });
});
