/**
 * Reverse of the client's credential transform: base64 → bytes (latin1) → XOR with the char
 * codes of the last 10 characters of the captcha token, cyclic → the SHA-256 hex of the password.
 * Returns null when the result is not a SHA-256 hex string (wrong token or tampered field).
 */
export function revealPasswordHash(transformed: string, tokenCaptcha: string): string | null {
  const key = tokenCaptcha.slice(-10);
  if (key.length === 0) return null;
  const bytes = Buffer.from(transformed, 'base64').toString('latin1');
  let result = '';
  for (let i = 0; i < bytes.length; i++) {
    result += String.fromCharCode(bytes.charCodeAt(i) ^ key.charCodeAt(i % key.length));
  }
  return /^[0-9a-f]{64}$/.test(result) ? result : null;
}

/** The client side of the transform, for tests and tools. */
export function concealPasswordHash(sha256HexValue: string, tokenCaptcha: string): string {
  const key = tokenCaptcha.slice(-10);
  let mixed = '';
  for (let i = 0; i < sha256HexValue.length; i++) {
    mixed += String.fromCharCode(sha256HexValue.charCodeAt(i) ^ key.charCodeAt(i % key.length));
  }
  return Buffer.from(mixed, 'latin1').toString('base64');
}
