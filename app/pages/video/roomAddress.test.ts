import { describe, expect, it } from 'vitest';
import { documentFromPath, encodeRoomDocument, isRoomId, personalRoomLink, roomIdFromQuery } from './roomAddress.ts';

describe('dirección de la sala de video', () => {
  it('"sala" o nada piden el documento', () => {
    expect(documentFromPath('sala')).toBeNull();
    expect(documentFromPath(undefined)).toBeNull();
    expect(documentFromPath('')).toBeNull();
  });

  it('acepta el documento en dígitos o en base64url', () => {
    expect(documentFromPath('45678912')).toBe('45678912');
    expect(documentFromPath(encodeRoomDocument('001234567'))).toBe('001234567');
    expect(encodeRoomDocument('45678912')).not.toMatch(/[=+/]/);
  });

  it('un valor que no decodifica a un documento pide el documento', () => {
    expect(documentFromPath('12345')).toBeNull();
    expect(documentFromPath(encodeRoomDocument('abc12345'))).toBeNull();
    expect(documentFromPath('%%%')).toBeNull();
  });

  it('lee el id de la consulta y su forma', () => {
    expect(roomIdFromQuery(new URLSearchParams('id=abcDEF123_-x'))).toBe('abcDEF123_-x');
    expect(roomIdFromQuery(new URLSearchParams('id=%20'))).toBeNull();
    expect(roomIdFromQuery(new URLSearchParams(''))).toBeNull();
    expect(isRoomId('abcDEF123_-x')).toBe(true);
    expect(isRoomId('corto')).toBe(false);
    expect(isRoomId('con espacio 123')).toBe(false);
  });

  it('arma el enlace personal', () => {
    expect(personalRoomLink('abcdefgh12', '45678912')).toBe(
      `/videollamada/${encodeRoomDocument('45678912')}?id=abcdefgh12`,
    );
    expect(documentFromPath(personalRoomLink('abcdefgh12', '45678912').split('/')[2]!.split('?')[0])).toBe('45678912');
  });
});
