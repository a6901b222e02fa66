import { describe, expect, it } from 'vitest';
import { filesUnder, read, relative } from './source-files.ts';

/** A raw design value: hex or functional colour, a length, or a duration. Percentages and unitless numbers are layout, not design. */
const rawValue = /#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?|oklch)\(|\b\d*\.?\d+(?:px|rem|em|vh|vw|pt|ms|s)\b/;

export function findRawValues(source: string): string[] {
  return source
    .split('\n')
    .map((line, index) => ({ line: line.replace(/\/\/.*$/, ''), index }))
    .filter(({ line }) => rawValue.test(line))
    .map(({ line, index }) => `${index + 1}: ${line.trim()}`);
}

describe('tokens only', () => {
  it('recognises what it forbids', () => {
    expect(findRawValues("color: '#fff'")).toHaveLength(1);
    expect(findRawValues("padding: '12px'")).toHaveLength(1);
    expect(findRawValues("transition: 'opacity 0.5s'")).toHaveLength(1);
    expect(findRawValues("background: 'rgba(0,0,0,.5)'")).toHaveLength(1);
    expect(findRawValues('padding: vars.space.md, width: "100%"')).toHaveLength(0);
  });

  const styleFiles = filesUnder('ui', (f) => f.endsWith('.css.ts'));

  it.each(styleFiles.map((f) => [relative(f), f]))('%s reads every design value from tokens/', (_name, file) => {
    expect(findRawValues(read(file))).toEqual([]);
  });

  it('components carry no inline design values either', () => {
    const offenders = filesUnder('ui', (f) => f.endsWith('.tsx')).flatMap((file) =>
      findRawValues(read(file)).map((hit) => `${relative(file)}:${hit}`),
    );
    expect(offenders).toEqual([]);
  });
});
