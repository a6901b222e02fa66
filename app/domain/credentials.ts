/**
 * The credentials transform of the API plan. A password never travels in clear:
 *   1. SHA-256 of its UTF-8 bytes, as 64 lowercase hex characters;
 *   2. each character XOR-ed with the char code of the last 10 characters of the captcha
 *      token (cyclic), keeping the low byte (latin1);
 *   3. base64 of those 64 bytes (88 characters).
 * The server reverses steps 3 and 2 with the same single-use token and compares the digest.
 * Uses Web Crypto and atob/btoa only, so it runs in browsers and in Node.
 */

export const CAPTCHA_KEY_LENGTH = 10;

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

function captchaKey(tokenCaptcha: string): string {
  const key = tokenCaptcha.slice(-CAPTCHA_KEY_LENGTH);
  if (key.length === 0) throw new Error('El token de captcha está vacío');
  return key;
}

function xorBytes(codes: ArrayLike<number>, key: string): Uint8Array {
  const out = new Uint8Array(codes.length);
  for (let i = 0; i < codes.length; i++) {
    out[i] = ((codes[i] ?? 0) ^ key.charCodeAt(i % key.length)) & 0xff;
  }
  return out;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** Steps 2 and 3: obfuscates an already hashed value with the captcha token. */
export function obfuscateDigest(hexDigest: string, tokenCaptcha: string): string {
  const codes = Array.from(hexDigest, (c) => c.charCodeAt(0));
  return toBase64(xorBytes(codes, captchaKey(tokenCaptcha)));
}

/** What the client sends in `clave` / `password` fields. */
export async function transformCredential(password: string, tokenCaptcha: string): Promise<string> {
  return obfuscateDigest(await sha256Hex(password), tokenCaptcha);
}

const hexDigest = /^[0-9a-f]{64}$/;

/**
 * Server side: recovers the SHA-256 hex from a transformed credential and its captcha token.
 * Returns null when the value is not base64 or does not decode to a SHA-256 hex digest
 * (wrong token, tampered value).
 */
export function revealCredential(obfuscated: string, tokenCaptcha: string): string | null {
  let binary: string;
  try {
    binary = atob(obfuscated);
  } catch {
    return null;
  }
  const key = tokenCaptcha.slice(-CAPTCHA_KEY_LENGTH);
  if (key.length === 0) return null;
  const codes = Array.from(binary, (c) => c.charCodeAt(0));
  const digest = String.fromCharCode(...xorBytes(codes, key));
  return hexDigest.test(digest) ? digest : null;
}

/**
 * A new password for the server's password policy (`claveRevision`): its UTF-8 bytes obfuscated with the
 * captcha key like `clave`, but not hashed, so the server can check the spec's rules and the list of common
 * passwords, then confirm it hashes to `clave`. Sent only where a password is set, never at login.
 */
export function sealNewPassword(password: string, tokenCaptcha: string): string {
  return toBase64(xorBytes(new TextEncoder().encode(password), captchaKey(tokenCaptcha)));
}

/** Server side of `sealNewPassword`: the password in clear, or null when it does not decode. */
export function unsealNewPassword(sealed: string, tokenCaptcha: string): string | null {
  const key = tokenCaptcha.slice(-CAPTCHA_KEY_LENGTH);
  if (key.length === 0) return null;
  try {
    const bytes = xorBytes(
      Array.from(atob(sealed), (c) => c.charCodeAt(0)),
      key,
    );
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
