import { describe, expect, it } from 'vitest';
import { returnPath, returnPathFromState } from './returnPath.ts';

describe('returnPath', () => {
  it('keeps a path of the ecosystem or the video room, with its query and hash', () => {
    expect(returnPath('/ecosistema')).toBe('/ecosistema');
    expect(returnPath('/ecosistema/citas')).toBe('/ecosistema/citas');
    expect(returnPath('/ecosistema/detecta/telemedicina?x=1#agenda')).toBe(
      '/ecosistema/detecta/telemedicina?x=1#agenda',
    );
    expect(returnPath('/videollamada/sala?id=abc123XYZ')).toBe('/videollamada/sala?id=abc123XYZ');
  });

  it('refuses another origin, however it is spelt', () => {
    for (const value of [
      'https://evil.example/ecosistema',
      '//evil.example/ecosistema',
      '/\\evil.example/ecosistema',
      '\\\\evil.example/ecosistema',
      '/\tevil.example',
      'javascript:alert(1)',
      ' /ecosistema',
    ]) {
      expect(returnPath(value), value).toBeNull();
    }
  });

  it('refuses the public pages, look-alike paths and paths that climb out', () => {
    for (const value of [
      '/',
      '/inicia',
      '/registro/1',
      '/ecosistemas',
      '/ecosistema-falso/citas',
      '/videollamada',
      '/ecosistema/../inicia',
      '/x/../../ecosistema/../password',
    ]) {
      expect(returnPath(value), value).toBeNull();
    }
    // A path that climbs back into the ecosystem is the ecosystem path it resolves to.
    expect(returnPath('/inicia/../ecosistema/citas')).toBe('/ecosistema/citas');
  });

  it('refuses what is not a string, and absurd lengths', () => {
    expect(returnPath(undefined)).toBeNull();
    expect(returnPath(42)).toBeNull();
    expect(returnPath({ volver: '/ecosistema' })).toBeNull();
    expect(returnPath(`/ecosistema/${'a'.repeat(2000)}`)).toBeNull();
  });

  it('travels in the navigation state', () => {
    expect(returnPathFromState({ volver: '/ecosistema/citas' })).toBe('/ecosistema/citas');
    expect(returnPathFromState({ volver: 'https://evil.example/' })).toBeNull();
    expect(returnPathFromState(null)).toBeNull();
    expect(returnPathFromState('/ecosistema')).toBeNull();
  });
});
