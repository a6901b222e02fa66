import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailSchema, nombreSchema } from '../api/contract.ts';
import {
  SIMBOLOS_PASSWORD,
  checklistPassword,
  limpiarDocumento,
  mensajesValidacion as m,
  puedeActivarLanding,
  validarCeCorto,
  validarCelular,
  validarConfirmacionEmail,
  validarDni,
  validarDocumento,
  validarDocumentoLanding,
  validarEmail,
  validarFono,
  validarFormatoCorreo,
  validarNombres,
  validarPaso1,
  validarPaso2,
  validarPassword,
  validarPasswordMaximo,
  validarPlaca,
  validarRequerido,
  validarSeguros,
  validarTerminos,
  validarTipoDocumento,
} from './validation.ts';

describe('landing quick form', () => {
  it.each([
    [8, '45678912', null],
    [8, '4567891', m.dniLanding],
    [8, '456789123', m.dniLanding],
    [8, '4567891a', m.dniLanding],
    [8, '', m.dniLanding],
    [8, '4567 8912', m.dniLanding],
    [6, '1234567', null],
    [6, '123456', m.ceMinimo(7)],
    [6, '123456789012', null],
    [6, '1234567890123', m.ce],
    [6, '', m.requerido],
    [6, '12345a7', m.ce],
    [null, '45678912', m.tipoDocumento],
    [3, '45678912', m.tipoDocumento],
  ])('type %s, %j → %s', (tipo, valor, esperado) => {
    expect(validarDocumentoLanding(tipo, valor)).toBe(esperado);
    expect(puedeActivarLanding(tipo, valor)).toBe(esperado === null);
  });

  it('keeps only digits, at most 8 for DNI and 12 for CE', () => {
    expect(limpiarDocumento(8, '45a67-89 12345')).toBe('45678912');
    expect(limpiarDocumento(6, 'CE 0012345678901234')).toBe('001234567890');
    expect(limpiarDocumento(8, 'ñáé')).toBe('');
  });
});

describe('registration step 1', () => {
  it.each([
    [8, '45678912', null],
    [8, '4567891', m.dni],
    [8, '456789121', m.dni],
    [8, '', m.requerido],
    [8, 'abcdefgh', m.dni],
    [6, '001234567', null],
    [6, '123456', null],
    [6, '12345', m.ceMinimo(6)],
    [6, '1234567890123', m.ce],
    [6, 'X1234567', m.ce],
    [0, '45678912', m.tipoDocumento],
  ])('document type %s, %j → %s', (tipo, valor, esperado) => {
    expect(validarDocumento(tipo, valor)).toBe(esperado);
  });

  it.each([
    ['María Fernanda', null],
    ['Jorge Ñahui', null],
    ['JOSÉ LUIS', null],
    ['Ángel', null],
    ['Mari\u0301a', null], // decomposed accent
    ['', m.requerido],
    ['   ', m.requerido],
    ['Ana2', m.nombres],
    ['Ana-María', m.nombres],
    ['Ana.', m.nombres],
    ['a'.repeat(101), m.nombres],
  ])('nombres %j → %s', (valor, esperado) => {
    expect(validarNombres(valor)).toBe(esperado);
  });

  it.each([
    [[], m.seguros],
    [['7706-1'], null],
    [['7706-1', '7702-1'], null],
    [['7706-1', '7702-1', '7704-1'], m.seguros],
    [['7706-1', '7706-1'], m.seguros],
  ])('seguros %j → %s', (seguros, esperado) => {
    expect(validarSeguros(seguros)).toBe(esperado);
  });

  it('enables next only when every field passes', () => {
    const ok = { tipoIdentificacion: 8, identificacion: '45678912', nombres: 'María', seguros: ['7706-1'] };
    expect(validarPaso1(ok)).toEqual({ errores: {}, valido: true });
    const mal = validarPaso1({ tipoIdentificacion: undefined, identificacion: '', nombres: '', seguros: [] });
    expect(mal.valido).toBe(false);
    expect(mal.errores).toEqual({ tipoIdentificacion: m.tipoDocumento, nombres: m.requerido, seguros: m.seguros });
  });
});

describe('registration step 2', () => {
  it.each([
    ['jose.rojas@example.pe', null],
    ['a@b.pe', null],
    ['', m.email],
    ['jose', m.email],
    ['jose@', m.email],
    ['jose @example.pe', m.email],
    ['jose@example', m.email],
    [`${'a'.repeat(80)}@example.pe`, m.emailLargo],
    [`${'a'.repeat(79)}@example.pe`, null],
  ])('correo %j → %s', (valor, esperado) => {
    expect(validarEmail(valor)).toBe(esperado);
  });

  it.each([
    ['a@b.pe', 'a@b.pe', null],
    ['a@b.pe', 'A@b.pe', m.emailConfirmacion],
    ['a@b.pe', '', m.emailConfirmacion],
  ])('confirmation %j / %j → %s', (a, b, esperado) => {
    expect(validarConfirmacionEmail(a, b)).toBe(esperado);
  });

  it.each([
    ['987654321', null],
    ['187654321', null],
    ['98765432', m.fono],
    ['9876543210', m.fono],
    ['98765432a', m.fono],
    ['', m.fono],
    ['987 65432', m.fono],
  ])('phone %j → %s', (valor, esperado) => {
    expect(validarFono(valor)).toBe(esperado);
  });

  it.each([
    ['987654321', null],
    ['187654321', m.celular],
    ['98765432', m.celular],
    ['9876543210', m.celular],
  ])('mobile %j → %s', (valor, esperado) => {
    expect(validarCelular(valor)).toBe(esperado);
  });

  it.each([
    ['Beneficio#2026', null],
    ['Abc123!x', null],
    ['Ñandú¿2026', null],
    ['abc12!', m.passwordMinimo],
    ['Abcdefgh123456!xy', m.passwordMaximo],
    ['abcdefgh!', m.passwordLetrasNumeros],
    ['12345678!', m.passwordLetrasNumeros],
    ['Abcdefg12', m.passwordEspecial],
    ['Abc 123!x', m.passwordCaracteres],
    ['Abc123!x"', m.passwordCaracteres],
    ['Abc123!x<', m.passwordCaracteres],
    ['', m.requerido],
  ])('password %j → %s', (valor, esperado) => {
    expect(validarPassword(valor)).toBe(esperado);
  });

  it('says a password is over 16 characters counting characters, not UTF-16 units', () => {
    expect(validarPasswordMaximo('MiClaveSegura20#')).toBeNull();
    expect(validarPasswordMaximo('Ñandú¿2026Ñandú¿')).toBeNull();
    expect(validarPasswordMaximo('MiClaveSegura2026#')).toBe(m.passwordMaximo);
  });

  it('reports the three checklist items', () => {
    expect(checklistPassword('')).toEqual({ letrasYNumeros: false, especial: false, minimo: false });
    expect(checklistPassword('abc1')).toEqual({ letrasYNumeros: true, especial: false, minimo: false });
    expect(checklistPassword('abcdefg#')).toEqual({ letrasYNumeros: false, especial: true, minimo: true });
    expect(checklistPassword('Beneficio#2026')).toEqual({ letrasYNumeros: true, especial: true, minimo: true });
  });

  it('counts every listed symbol as special', () => {
    for (const s of SIMBOLOS_PASSWORD) {
      expect(checklistPassword(`Abcdef1${s}`).especial, s).toBe(true);
      expect(validarPassword(`Abcdef1${s}`), s).toBeNull();
    }
  });

  it('requires the terms but not data protection', () => {
    expect(validarTerminos(false)).toBe(m.terminos);
    expect(validarTerminos(true)).toBeNull();
    const form = { correo: 'a@b.pe', correo2: 'a@b.pe', phone: '987654321', password: 'Abc123!x', terminos: true };
    expect(validarPaso2({ ...form, proteccionDatos: false }).valido).toBe(true);
    expect(validarPaso2({ ...form, terminos: false }).errores).toEqual({ terminos: m.terminos });
  });
});

describe('other defined rules', () => {
  it.each([
    ['1', null],
    ['123456789012', null],
    ['1234567890123', m.ce],
    ['12a', m.ce],
    ['', m.requerido],
  ])('short CE %j → %s', (valor, esperado) => {
    expect(validarCeCorto(valor)).toBe(esperado);
  });

  it.each([
    ['ABC123', null],
    ['abc123', null],
    ['ABC12', m.placa],
    ['ABC-12', m.placa],
    ['ABC1234', m.placa],
  ])('plate %j → %s', (valor, esperado) => {
    expect(validarPlaca(valor)).toBe(esperado);
  });

  it('uses the other messages word for word', () => {
    expect(validarFormatoCorreo('nope')).toBe('Formato de correo erroneo');
    expect(validarFormatoCorreo('a@b.pe')).toBeNull();
    expect(validarFormatoCorreo(`${'a'.repeat(85)}@example.pe`)).toBe('El correo debe tener como máximo 90 caracteres');
    expect(validarTipoDocumento(undefined)).toBe('Seleccionar tipo de documento');
    expect(validarRequerido('  ')).toBe('Ingresar algun dato');
    expect(validarRequerido('x')).toBeNull();
    expect(validarDni('1234567')).toBe('Documento debe incluir 8 números');
  });
});

describe('properties', () => {
  const digitos = (min: number, max: number) =>
    fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

  it('any 8 digits is a valid DNI; any other length is not', () => {
    fc.assert(fc.property(digitos(8, 8), (d) => validarDni(d) === null));
    fc.assert(
      fc.property(
        digitos(1, 20).filter((d) => d.length !== 8),
        (d) => validarDni(d) === m.dni,
      ),
    );
  });

  it('a DNI is valid only when it is exactly 8 digits, whatever is typed', () => {
    fc.assert(fc.property(fc.string({ maxLength: 20 }), (s) => (validarDni(s) === null) === /^\d{8}$/.test(s)));
  });

  it('cleaning a document never yields anything but digits within the limit', () => {
    fc.assert(
      fc.property(fc.constantFrom(8 as const, 6 as const), fc.string({ maxLength: 40 }), (tipo, s) => {
        const limpio = limpiarDocumento(tipo, s);
        return /^\d*$/.test(limpio) && limpio.length <= (tipo === 8 ? 8 : 12);
      }),
    );
  });

  it('a landing CE is valid exactly when it has 7 to 12 digits', () => {
    fc.assert(
      fc.property(
        digitos(0, 16),
        (d) => (validarDocumentoLanding(6, d) === null) === (d.length >= 7 && d.length <= 12),
      ),
    );
  });

  it('names valid in the form are valid in the contract', () => {
    const letra = fc.constantFrom(...'abcdefghijklmnñopqrstuvwxyzÁÉÍÓÚáéíóúÑü ');
    fc.assert(
      fc.property(fc.string({ unit: letra, minLength: 1, maxLength: 100 }), (s) => {
        if (validarNombres(s) !== null) return true;
        return nombreSchema.safeParse(s).success;
      }),
    );
  });

  it('a name with a digit is never valid', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        digitos(1, 3),
        fc.string({ maxLength: 20 }),
        (a, d, b) => validarNombres(a + d + b) !== null,
      ),
    );
  });

  it('e-mails valid in the form are valid in the contract', () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string({ maxLength: 120 })), (s) => {
        if (validarEmail(s) !== null) return true;
        return emailSchema.safeParse(s).success && s.length <= 90;
      }),
    );
  });

  it('a valid password is 8 to 16 allowed characters and passes the checklist', () => {
    const permitido = fc.constantFrom(...`abcXYZñÑá0123456789${SIMBOLOS_PASSWORD} "<>`.split(''));
    fc.assert(
      fc.property(fc.string({ unit: permitido, maxLength: 24 }), (s) => {
        const ok = validarPassword(s) === null;
        const c = checklistPassword(s);
        const esperado = s.length >= 8 && s.length <= 16 && c.letrasYNumeros && c.especial && !/[ "<>]/.test(s);
        return ok === esperado;
      }),
    );
  });

  it('a mobile number is also a valid phone', () => {
    fc.assert(fc.property(digitos(8, 8), (d) => validarCelular(`9${d}`) === null && validarFono(`9${d}`) === null));
  });
});
