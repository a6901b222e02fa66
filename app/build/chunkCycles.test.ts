import { describe, expect, it } from 'vitest';
import { findChunkCycle } from './chunkCycles.ts';

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('chunk cycles', () => {
  it('finds none where chunks share imports without a circle', () => {
    expect(
      findChunkCycle(graph({ page: ['forms', 'react'], forms: ['react', 'frame'], frame: ['react'], react: [] })),
    ).toBeNull();
  });

  it('names the chain that leads back to its start', () => {
    expect(findChunkCycle(graph({ page: ['forms'], forms: ['frame'], frame: ['react', 'forms'], react: [] }))).toEqual([
      'forms',
      'frame',
      'forms',
    ]);
  });

  it('finds a chunk that imports itself', () => {
    expect(findChunkCycle(graph({ a: ['a'] }))).toEqual(['a', 'a']);
  });
});
