import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot, read } from './source-files.ts';

/** Names exported by an index file: `export { A, B }` and `export type { C }` lines. */
export function exportedNames(source: string): string[] {
  return [...source.matchAll(/export\s+(type\s+)?\{([^}]*)\}/g)]
    .flatMap(([, type, names]) =>
      (names ?? '')
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean)
        .map((n) => (type ? `type ${n}` : n)),
    )
    .sort();
}

/** The library's public surface changes only on purpose: update the snapshot with `vitest -u` when it should. */
describe('public API', () => {
  it('ui/index.ts', () => {
    expect(exportedNames(read(path.join(projectRoot, 'ui/index.ts')))).toMatchSnapshot();
  });

  it('tokens/index.ts', () => {
    expect(exportedNames(read(path.join(projectRoot, 'tokens/index.ts')))).toMatchSnapshot();
  });

  it('reads export lists', () => {
    expect(exportedNames("export { Button } from './Button';\nexport type { ButtonProps } from './Button';")).toEqual([
      'Button',
      'type ButtonProps',
    ]);
  });
});
