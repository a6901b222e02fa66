import { describe, expect, it } from 'vitest';
import { filesUnder, read, relative } from './source-files.ts';

const importSpecifiers = (source: string) =>
  [...source.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? m[2] ?? '');

describe('ui/ knows nothing of the portal', () => {
  const sources = filesUnder('ui', (f) => /\.(ts|tsx)$/.test(f));

  it('has sources to check', () => {
    expect(sources.length).toBeGreaterThan(0);
  });

  it('imports nothing from app/, server/ or a router', () => {
    const offenders = sources.flatMap((file) =>
      importSpecifiers(read(file))
        .filter((spec) => /(^|\/)(app|server)(\/|$)/.test(spec) || /react-router/.test(spec))
        .map((spec) => `${relative(file)} → ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('detects a forbidden import', () => {
    expect(importSpecifiers("import { x } from '../../app/api/client';")).toEqual(['../../app/api/client']);
  });
});
