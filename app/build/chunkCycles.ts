import type { Plugin } from 'vite';

/** The first chain of static imports between chunks that leads back to where it started, or null. */
export function findChunkCycle(imports: ReadonlyMap<string, readonly string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (chunk: string): string[] | null => {
    state.set(chunk, 'open');
    path.push(chunk);
    for (const next of imports.get(chunk) ?? []) {
      if (state.get(next) === 'open') return [...path.slice(path.indexOf(next)), next];
      const found = state.has(next) ? null : visit(next);
      if (found) return found;
    }
    path.pop();
    state.set(chunk, 'done');
    return null;
  };
  for (const chunk of imports.keys()) {
    const found = state.has(chunk) ? null : visit(chunk);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses a build whose chunks import each other in a circle. Hand-made groups (`codeSplitting.groups` without the
 * members' imports, vite.config.ts) can make one, and a chunk evaluated before one it needs fails at load time on a
 * customer's phone, not here.
 */
export function noChunkCycles(): Plugin {
  return {
    name: 'beneficios:no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imports = new Map<string, readonly string[]>();
      for (const output of Object.values(bundle))
        if (output.type === 'chunk') imports.set(output.fileName, output.imports);
      const cycle = findChunkCycle(imports);
      if (cycle) this.error(`Chunks import each other in a circle: ${cycle.join(' → ')}`);
    },
  };
}
