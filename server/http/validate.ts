import type { z } from 'zod';
import { detallesDe } from './contract.ts';
import { InvalidRequestError, type FieldProblem } from './errors.ts';

// Markup and control characters have no place in any field of this API; refusing them
// everywhere means nothing script-like is ever stored or echoed back.
const FORBIDDEN = /[<>\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// Injection-shaped text (quote-or-comment tricks, stacked statements) is refused too. Queries are
// always parameterised, so this is not the defence; it keeps such payloads out of stored records.
const SQL_LIKE =
  /(['"`]\s*(or|and)\s+\S+\s*=|['"`;]\s*--|\/\*|\bunion\s+(all\s+)?select\b|\b(drop|alter|truncate)\s+table\b|\binsert\s+into\b|\bdelete\s+from\b|;\s*(select|update|delete|drop|insert|exec)\b)/i;

function findForbidden(value: unknown, path: string, problems: FieldProblem[]): void {
  if (typeof value === 'string') {
    if (FORBIDDEN.test(value) || SQL_LIKE.test(value)) {
      problems.push({ campo: (path || '(cuerpo)').slice(0, 100), mensaje: 'Contiene caracteres no permitidos.' });
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => findForbidden(item, `${path}[${i}]`, problems));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) findForbidden(item, path ? `${path}.${key}` : key, problems);
  }
}

/** Parses with the shared schema or throws a 400 listing each field at fault. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const problems: FieldProblem[] = [];
  findForbidden(value, '', problems);
  if (problems.length > 0) throw new InvalidRequestError(problems);
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new InvalidRequestError(detallesDe(result.error));
}
