import * as ui from '../ui';

/** The public entry's names, so a snippet never imports a name the package lacks. */
const exported = new Set(Object.keys(ui));

/** The JSX names of the library's exports a snippet uses, e.g. `<Modal.Close` → `Modal`. */
const usedNames = (code: string) => [...new Set([...code.matchAll(/<([A-Z][A-Za-z]*)[\s.>/]/g)].map((m) => m[1]!))];

/**
 * Docs snippets start with their import from the package, as an app writes it. Only names the package exports
 * (read from the snippet's JSX and the story's component) are imported.
 */
export function withImport(code: string, context: { title?: string; moduleExport?: unknown }): string {
  if (!context.title?.startsWith('UI/') || code.includes("from '@beneficios/ui'")) return code;
  const component = context.title.split('/')[1]!;
  const names = [...new Set([component, ...usedNames(code)])].filter((name) => exported.has(name)).sort();
  return names.length ? `import { ${names.join(', ')} } from '@beneficios/ui';\n\n${code}` : code;
}
