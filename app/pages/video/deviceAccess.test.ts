import { describe, expect, it } from 'vitest';
import { knownPermission, requestDevices } from './deviceAccess.ts';

const failing = (name: string) =>
  ({
    mediaDevices: { getUserMedia: () => Promise.reject(Object.assign(new Error(name), { name })) },
  }) as unknown as Navigator;

describe('revisión de cámara y micrófono', () => {
  it('libera las pistas cuando hay permiso', async () => {
    let stopped = 0;
    const stream = { getTracks: () => [{ stop: () => stopped++ }, { stop: () => stopped++ }] };
    const nav = { mediaDevices: { getUserMedia: () => Promise.resolve(stream) } } as unknown as Navigator;
    expect(await requestDevices(nav)).toBe('granted');
    expect(stopped).toBe(2);
  });

  it('clasifica los errores del navegador', async () => {
    expect(await requestDevices(failing('NotAllowedError'))).toBe('denied');
    expect(await requestDevices(failing('NotFoundError'))).toBe('missing');
    expect(await requestDevices(failing('NotReadableError'))).toBe('busy');
    expect(await requestDevices({} as Navigator)).toBe('unsupported');
  });

  it('lee la API de permisos sin preguntar', async () => {
    const nav = (camera: string, microphone: string) =>
      ({
        permissions: {
          query: ({ name }: { name: string }) => Promise.resolve({ state: name === 'camera' ? camera : microphone }),
        },
      }) as unknown as Navigator;
    expect(await knownPermission(nav('granted', 'granted'))).toBe('granted');
    expect(await knownPermission(nav('granted', 'denied'))).toBe('denied');
    expect(await knownPermission(nav('prompt', 'granted'))).toBe('prompt');
    expect(await knownPermission({} as Navigator)).toBe('prompt');
    const throwing = { permissions: { query: () => Promise.reject(new TypeError('x')) } } as unknown as Navigator;
    expect(await knownPermission(throwing)).toBe('prompt');
  });
});
