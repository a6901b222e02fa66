import crypto from 'node:crypto';
import { scryptLowPriority } from './scryptWorkers.ts';

/** The production scrypt cost as log2(N): the OWASP recommendation. Production refuses to start below it. */
export const DEFAULT_SCRYPT_LOG_N = 17;

/** scrypt cost as log2(N); tests lower it through SCRYPT_LOG_N. */
export function scryptLogN(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.SCRYPT_LOG_N ?? DEFAULT_SCRYPT_LOG_N);
  return Number.isInteger(value) && value >= 10 && value <= 20 ? value : DEFAULT_SCRYPT_LOG_N;
}

const R = 8;
const P = 1;
const KEY_LENGTH = 64;

/** On a low-priority thread of our own (security/scryptWorkers.ts), so hashing never slows other requests. */
function derive(secret: string, salt: Buffer, logN: number): Promise<Buffer> {
  const N = 2 ** logN;
  return scryptLowPriority(secret, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: 256 * N * R });
}

/** `scrypt$logN$r$p$salt$key`: the parameters travel with the hash so the cost can rise later. */
export async function hashPassword(sha256Hex: string, logN = scryptLogN()): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await derive(sha256Hex, salt, logN);
  return ['scrypt', logN, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(sha256Hex: string, stored: string): Promise<boolean> {
  const [scheme, logN, , , salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(sha256Hex, Buffer.from(salt, 'base64'), Number(logN));
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}

/** A hash to compare against when the user does not exist, so timing does not reveal accounts. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('0'.repeat(64));
  return dummyHash;
}
