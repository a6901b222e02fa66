import { describe, expect, it } from 'vitest';
import { documentFromState } from './draft';

describe('documentFromState', () => {
  it('reads the API names the landing form sends', () => {
    expect(documentFromState({ identificacion: '45678912', tipoIdentificacion: 8 })).toEqual({
      tipo: '8',
      numero: '45678912',
    });
    expect(documentFromState({ identificacion: '001234567', tipoIdentificacion: '6' })).toEqual({
      tipo: '6',
      numero: '001234567',
    });
  });

  it('accepts the short names and keeps only digits', () => {
    expect(documentFromState({ numero: '4567-8912', tipo: '8' })).toEqual({ tipo: '8', numero: '45678912' });
  });

  it('ignores anything else', () => {
    expect(documentFromState(null)).toBeNull();
    expect(documentFromState('45678912')).toBeNull();
    expect(documentFromState({ identificacion: 'abc' })).toBeNull();
  });
});
