import type { z } from 'zod';
import { detallesDe } from './contract.ts';
import { InvalidRequestError, type FieldProblem } from './errors.ts';

// Markup and control characters have no place in any field of this API; refusing them
// everywhere means nothing script-like is ever stored or echoed back. Text shaped like SQL is only text: every
// query binds its values as parameters, so a patient's note may say "O'Brien; --" and is stored as written.
// `[^\P{Cc}\t\n\r]`: a control character other than tab and the line breaks.
const FORBIDDEN = /[<>]|[^\P{Cc}\t\n\r]/u;

/**
 * The deepest and largest input any call of the API needs is two levels and a few dozen values; these bounds
 * leave room and stop hostile shapes (arrays nested thousands deep, millions of tiny values) before anything
 * walks them.
 */
export const INPUT_LIMITS = { depth: 8, values: 2_000 } as const;

const TOO_DEEP: FieldProblem = { campo: '(cuerpo)', mensaje: 'La solicitud tiene demasiados niveles anidados.' };
const TOO_MANY: FieldProblem = { campo: '(cuerpo)', mensaje: 'La solicitud tiene demasiados valores.' };

/**
 * One iterative walk (an explicit stack, never recursion): refuses inputs past the depth or size bounds,
 * and lists every string with forbidden characters.
 */
function inspect(value: unknown): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: '', depth: 0 }];
  let seen = 0;
  while (stack.length > 0) {
    const { value: item, path, depth } = stack.pop()!;
    if (++seen > INPUT_LIMITS.values) return [TOO_MANY];
    if (typeof item === 'string') {
      if (FORBIDDEN.test(item) && problems.length < 50) {
        problems.push({ campo: (path || '(cuerpo)').slice(0, 100), mensaje: 'Contiene caracteres no permitidos.' });
      }
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    if (depth >= INPUT_LIMITS.depth) return [TOO_DEEP];
    const entries = Array.isArray(item)
      ? item.map((v, i) => [`[${i}]`, v] as const)
      : Object.entries(item).map(([k, v]) => [k, v] as const);
    if (seen + entries.length > INPUT_LIMITS.values) return [TOO_MANY];
    for (const [key, child] of entries) {
      const childPath = Array.isArray(item) ? `${path}${key}` : path ? `${path}.${key}` : key;
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return problems;
}

/** Parses with the shared schema or throws a 400 listing each field at fault. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const problems = inspect(value);
  if (problems.length > 0) throw new InvalidRequestError(problems);
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new InvalidRequestError(detallesDe(result.error));
}
