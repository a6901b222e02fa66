import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claveTransformadaSchema } from '../api/contract.ts';
import { obfuscateDigest, revealCredential, sha256Hex, transformCredential } from './credentials.ts';

const token = 'dev-captcha-token-0123456789abcdefghijABCDEFGHIJ';

describe('sha256Hex', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
  ])('%j', async (text, hex) => {
    expect(await sha256Hex(text)).toBe(hex);
  });

  it('hashes UTF-8 (ñ, accents)', async () => {
    expect(await sha256Hex('ñ')).toBe(await sha256Hex('\u00f1'));
    expect(await sha256Hex('ñ')).not.toBe(await sha256Hex('n'));
  });
});

describe('transformCredential', () => {
  it('follows the documented steps with the last 10 characters of the token', async () => {
    const hex = await sha256Hex('Beneficio#2026');
    const key = token.slice(-10);
    const bytes = Array.from(hex, (c, i) => c.charCodeAt(0) ^ key.charCodeAt(i % 10));
    const expected = btoa(String.fromCharCode(...bytes));
    expect(await transformCredential('Beneficio#2026', token)).toBe(expected);
  });

  it('gives 88 base64 characters the contract accepts', async () => {
    const clave = await transformCredential('Abc123!x', token);
    expect(clave).toHaveLength(88);
    expect(claveTransformadaSchema.safeParse(clave).success).toBe(true);
  });

  it('depends only on the last 10 characters of the token', async () => {
    const a = await transformCredential('Abc123!x', 'AAAAAAAAAA' + token.slice(-10));
    const b = await transformCredential('Abc123!x', 'BBBB' + token.slice(-10));
    expect(a).toBe(b);
    expect(await transformCredential('Abc123!x', token.slice(0, -1) + 'Z')).not.toBe(a);
  });

  it('throws on an empty token', async () => {
    await expect(transformCredential('x', '')).rejects.toThrow();
  });
});

describe('revealCredential', () => {
  it('round-trips to the SHA-256 hex', async () => {
    const clave = await transformCredential('Beneficio#2026', token);
    expect(revealCredential(clave, token)).toBe(await sha256Hex('Beneficio#2026'));
  });

  it('returns null with another token, garbage or an empty token', async () => {
    const clave = await transformCredential('Beneficio#2026', token);
    expect(revealCredential(clave, 'otro-token-xxxxxxxxxx')).toBeNull();
    expect(revealCredential('no es base64!', token)).toBeNull();
    expect(revealCredential(btoa('corto'), token)).toBeNull();
    expect(revealCredential(clave, '')).toBeNull();
  });

  it('round-trips for any password and any printable token (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 20 }),
        fc.string({ unit: fc.constantFrom(...'abcXYZ0189-_.'), minLength: 10, maxLength: 60 }),
        async (password, tokenCaptcha) => {
          const hex = await sha256Hex(password);
          return revealCredential(obfuscateDigest(hex, tokenCaptcha), tokenCaptcha) === hex;
        },
      ),
      { numRuns: 50 },
    );
  });
});
