import { describe, expect, it } from 'vitest';
import {
  GUEST_INSURANCE_OPTION,
  MENSAJE_SALA_FINALIZADA,
  canChooseMore,
  insuranceChoices,
  insuranceOptions,
  salaErrorMessage,
  codeDestinations,
  codeOutcome,
  step1Outcome,
  step2Outcome,
} from './registration.ts';

describe('insurance choices', () => {
  it('lists the nine products by code for a policy holder', () => {
    expect(insuranceOptions.map((o) => o.value)).toEqual([
      '7702-1',
      '7705-1',
      '7703-1',
      '7706-1',
      '7704-1',
      '7717-1',
      '7715-1',
      '7722-1',
      '7723-1',
    ]);
    expect(insuranceChoices('yes_quest')).toHaveLength(9);
    expect(insuranceOptions[3]).toEqual({ value: '7706-1', label: 'Salud' });
  });

  it.each([['no_quest'], [null], [undefined]] as const)('offers only the guest option for %s', (extra) => {
    expect(insuranceChoices(extra)).toEqual([GUEST_INSURANCE_OPTION]);
    expect(GUEST_INSURANCE_OPTION).toEqual({
      value: '0000',
      label: 'Invitado Cursos online con certificación o telemedicina',
    });
  });

  it('removes chosen ones and allows at most two', () => {
    const choices = insuranceChoices('yes_quest', ['7706-1', '7702-1']);
    expect(choices.map((o) => o.value)).not.toContain('7706-1');
    expect(choices).toHaveLength(7);
    expect(canChooseMore([])).toBe(true);
    expect(canChooseMore(['7706-1'])).toBe(true);
    expect(canChooseMore(['7706-1', '7702-1'])).toBe(false);
  });
});

describe('step answers', () => {
  it.each([
    [
      { Codigo: 0, Mensaje: '', user: { idusuario: 5 } },
      { kind: 'codigo', idusuario: 5, metodos: [] },
    ],
    [
      {
        Codigo: 0,
        Mensaje: '',
        user: { idusuario: 5 },
        envio: { metodos: [{ metodo: 'sms' as const, destino: '•••• ••• 320' }] },
      },
      { kind: 'codigo', idusuario: 5, metodos: [{ metodo: 'sms', destino: '•••• ••• 320' }] },
    ],
    [
      { Codigo: 1, Mensaje: 'Error al verificar el captcha', user: null },
      { kind: 'mensaje', mensaje: 'Error al verificar el captcha' },
    ],
    [
      { Codigo: 2, Mensaje: 'x', user: null },
      { kind: 'usuarioExiste', mensaje: 'Ya existe un usuario con este documento.' },
    ],
    [
      { Codigo: 3, Mensaje: 'x', user: null },
      { kind: 'mensaje', mensaje: 'Error' },
    ],
    [
      { Codigo: 0, Mensaje: '', user: null },
      { kind: 'mensaje', mensaje: 'Error' },
    ],
  ])('step 1 %j', (answer, expected) => {
    expect(step1Outcome(answer)).toEqual(expected);
  });

  it.each([
    [{ Codigo: 0, Mensaje: 'Código confirmado.' }, { kind: 'confirmado' }],
    [
      { Codigo: 1, Mensaje: 'El código no es correcto. Te quedan 4 intentos.' },
      { kind: 'incorrecto', mensaje: 'El código no es correcto. Te quedan 4 intentos.' },
    ],
    [
      { Codigo: 2, Mensaje: 'El código venció. Pide un código nuevo.' },
      { kind: 'vencido', mensaje: 'El código venció. Pide un código nuevo.' },
    ],
    [
      { Codigo: 9, Mensaje: '' },
      { kind: 'incorrecto', mensaje: 'Error' },
    ],
  ])('the code %j', (answer, expected) => {
    expect(codeOutcome(answer)).toEqual(expected);
  });

  it('says where the code went', () => {
    expect(
      codeDestinations([
        { metodo: 'sms', destino: '•••• ••• 320' },
        { metodo: 'correo', destino: 'm•••@example.pe' },
      ]),
    ).toEqual([
      { via: 'por SMS al celular', destino: '•••• ••• 320' },
      { via: 'por correo a', destino: 'm•••@example.pe' },
    ]);
    expect(codeDestinations([])).toEqual([{ via: 'a tu celular o correo registrado', destino: '' }]);
  });

  it.each([
    [{ Codigo: 0, Mensaje: 'Alta conforme, iniciar sesión' }, { kind: 'login' }],
    [
      { Codigo: 1, Mensaje: 'Captcha inválido, actualizar web' },
      { kind: 'mensaje', mensaje: 'Captcha inválido, actualizar web' },
    ],
    [
      { Codigo: 2, Mensaje: 'El correo ya está registrado con otro usuario.' },
      { kind: 'mensaje', mensaje: 'El correo ya está registrado con otro usuario.' },
    ],
    [{ Codigo: 7, Mensaje: '?' }, { kind: 'detener' }],
  ])('step 2 %j', (answer, expected) => {
    expect(step2Outcome(answer)).toEqual(expected);
  });
});

describe('video room message', () => {
  it('maps the provider answer', () => {
    expect(salaErrorMessage('')).toBeNull();
    expect(salaErrorMessage('La consulta no retorna datos')).toBe(MENSAJE_SALA_FINALIZADA);
    expect(salaErrorMessage('Otro problema')).toBe('Otro problema');
  });
});
