import { dictionary } from '@zxcvbn-ts/language-common';
import { validarPassword } from '../../app/domain/validation.ts';
import { sha256Hex } from './tokens.ts';

export const passwordMessages = {
  comun: 'Esa contraseña es muy conocida y fácil de adivinar. Elige otra.',
  noCoincide: 'La contraseña no coincide con la enviada. Actualiza la página e inténtalo otra vez.',
} as const;

/**
 * Frequently used passwords (zxcvbn-ts's common list, about 49,000, most common first). A password is
 * refused when it, or its letters and digits alone, appear there ("Password1!" → "password1").
 */
const COMMON = new Set(dictionary['passwords-common'] as string[]);

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return COMMON.has(lower) || COMMON.has(lower.replace(/[^a-z0-9ñáéíóúü]/g, ''));
}

/**
 * Checks a new password in clear: it must be the one whose SHA-256 the request carries, pass the spec's
 * rules (the same validator the forms use) and not be a common password. The Spanish message of the
 * first problem, or null.
 */
export function passwordProblem(password: string, expectedSha256Hex: string): string | null {
  if (sha256Hex(password) !== expectedSha256Hex) return passwordMessages.noCoincide;
  const rule = validarPassword(password);
  if (rule) return rule;
  if (isCommonPassword(password)) return passwordMessages.comun;
  return null;
}
