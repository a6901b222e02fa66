import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const folders = ['iconos', 'beneficios', 'familias'];
const files = folders.flatMap((folder) =>
  readdirSync(new URL(`./${folder}/`, import.meta.url))
    .filter((name) => name.endsWith('.svg'))
    .map((name) => `${folder}/${name}`),
);

/** Attribute names of every start tag; a repeated one makes the file invalid XML and browsers refuse to draw it. */
function repeatedAttributes(svg: string): string[] {
  const repeated: string[] = [];
  for (const [, attrs = ''] of svg.matchAll(/<[a-zA-Z][\w:-]*((?:\s+[\w:-]+="[^"]*")*)\s*\/?>/g)) {
    const names = [...attrs.matchAll(/([\w:-]+)="/g)].map((m) => m[1]!);
    repeated.push(...names.filter((n, i) => names.indexOf(n) !== i));
  }
  return repeated;
}

describe('art files are well-formed', () => {
  it.each(files)('%s repeats no attribute', (path) => {
    expect(repeatedAttributes(readFileSync(new URL(`./${path}`, import.meta.url), 'utf8'))).toEqual([]);
  });
});
