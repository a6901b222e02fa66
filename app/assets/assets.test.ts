import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { benefits, catalogueFamilies } from '../domain/catalogue/index.ts';

const here = (path: string) => new URL(`./${path}`, import.meta.url);

describe('catalogue art', () => {
  const paths = new Set<string>();
  for (const b of benefits) {
    for (const p of [
      b.img,
      b.ico,
      b.imgDescrip,
      b.imagenOut,
      b.icoPrev,
      b.icoNext,
      b.imgCarousel,
      b.icoCarousel,
      b.imagePrincipalView,
    ]) {
      paths.add(p);
    }
  }
  for (const f of catalogueFamilies) paths.add(f.img).add(f.ico);

  it.each([...paths])('%s exists, is small and uses only currentColor', (path) => {
    expect(existsSync(here(path))).toBe(true);
    const svg = readFileSync(here(path), 'utf8');
    expect(svg.length).toBeLessThan(2000);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    expect(svg).not.toMatch(/#[0-9a-f]{3,6}|https?:\/\/(?!www\.w3\.org)/i);
  });
});
