import { describe, expect, it } from 'vitest';
import type { EstadoBeneficio } from '../../../api/contract';
import { usesText } from './usesText';

const estado = (usos: EstadoBeneficio['usos']): EstadoBeneficio => ({
  idBeneficio: 1,
  beneficio: 'Beneficio',
  usos,
  carenciaHasta: null,
  aviso: null,
  regla: null,
  disponibleDesde: null,
});

describe('uses left, as "Mi seguro" and a benefit page say them', () => {
  it('several uses renew together: "Se renuevan"', () => {
    expect(usesText({ mod: 'TeleMed' }, estado({ quedan: 11, total: 12, renuevaEl: '2027-03-15' }))).toBe(
      'Te quedan 11 de 12 consultas este año. Se renuevan el 15 de marzo de 2027.',
    );
  });

  it('a single use a year renews alone: "Se renueva"', () => {
    expect(usesText({ mod: 'AnaliClini' }, estado({ quedan: 1, total: 1, renuevaEl: '2027-11-08' }))).toBe(
      'Te queda 1 de 1 análisis este año. Se renueva el 8 de noviembre de 2027.',
    );
  });

  it('nothing to say without a limit', () => {
    expect(usesText({ mod: 'TeleMed' }, estado(null))).toBeUndefined();
  });
});
