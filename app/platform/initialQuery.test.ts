import { describe, expect, it } from 'vitest';
import { pathFromInitialQuery } from './initialQuery';

describe('pathFromInitialQuery', () => {
  it.each([
    [{ pathname: '/', search: '?/ecosistema/salud', hash: '' }, '/ecosistema/salud'],
    [{ pathname: '/', search: '?/videollamada/sala&id=abc', hash: '' }, '/videollamada/sala?id=abc'],
    [{ pathname: '/', search: '?/inicia', hash: '#faq' }, '/inicia#faq'],
  ])('turns %o into %s', (location, expected) => {
    expect(pathFromInitialQuery(location)).toBe(expected);
  });

  it.each([
    { pathname: '/', search: '', hash: '' },
    { pathname: '/videollamada/sala', search: '?id=abc', hash: '' },
    { pathname: '/', search: '?utm_source=correo', hash: '' },
    { pathname: '/', search: '?//evil.example', hash: '' },
  ])('leaves %o alone', (location) => {
    expect(pathFromInitialQuery(location)).toBeNull();
  });
});
