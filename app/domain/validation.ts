import { regexes } from 'zod/v4/core';
import { DOC_CE, DOC_DNI } from '../api/schemas/codes.ts';
import type { TipoIdentificacion } from '../api/schemas/primitives.ts';

/**
 * Form rules of spec sections 5 and 9. Each validator returns the Spanish message to show,
 * or null when the value is valid. Messages quoted in the spec are used word for word;
 * the few the spec leaves out are marked "our choice" (see docs/adr/0016-form-messages-from-the-spec-and-our-own.md).
 */

export const mensajesValidacion = {
  dniLanding: 'El DNI debe contar con 8 dígitos',
  dni: 'Documento debe incluir 8 números',
  ce: 'Documento debe incluir 12 números',
  /** Our choice: the spec gives the minimum but no wording. */
  ceMinimo: (min: number) => `El CE debe contar con al menos ${min} dígitos`,
  tipoDocumento: 'Seleccionar tipo de documento',
  requerido: 'Ingresar algun dato',
  /** Our choice. */
  nombres: 'Ingresar solo letras y espacios',
  /** Our choice. */
  seguros: 'Selecciona uno o dos seguros',
  email: 'Ingrese un correo válido.',
  /** Our choice. */
  emailLargo: 'El correo debe tener como máximo 90 caracteres',
  emailConfirmacion: 'Los correos no coinciden.',
  emailFormato: 'Formato de correo erroneo',
  fono: 'Ingrese un número válido.',
  celular: 'Debe incluir 9 caracteres empezando con 9',
  passwordMinimo: 'Debe tener mínimo 8 caracteres',
  /** Our choice: checklist label. */
  passwordLetrasNumeros: 'Debe tener letras y números',
  /** Our choice: checklist label. */
  passwordEspecial: 'Debe tener un carácter especial',
  /** Our choice. */
  passwordMaximo: 'Debe tener máximo 16 caracteres',
  /** Our choice. */
  passwordCaracteres: "Solo se permiten letras, números y los símbolos !#*@?¿()$%&'+=/^_`{|}~-",
  terminos: 'Debe aceptar los términos y condiciones',
  /** Our choice: login takes the document number without its type. */
  usuarioLogin: 'Ingresa tu número de documento (6 a 12 dígitos)',
  /** Our choice: settings ask for it with a new e-mail or phone. */
  contrasenaActual: 'Ingresa tu contraseña actual.',
  /** Our choice: the reset code of /password. */
  codigoRecuperacion: 'El código tiene 6 dígitos',
  /** Our choice. */
  placa: 'La placa debe tener 6 caracteres alfanuméricos',
} as const;

export type Mensaje = string | null;

export const LIMITES = {
  dni: 8,
  ceMinLanding: 7,
  ceMinRegistro: 6,
  ceMax: 12,
  fono: 9,
  emailMax: 90,
  /** What an e-mail field lets through (the longest address there is), so a longer one is told it is too long instead of being cut. */
  emailEscrito: 254,
  passwordMin: 8,
  passwordMax: 16,
  segurosMax: 2,
  placa: 6,
} as const;

const soloDigitos = /^\d+$/;
/** Letters (accents and ñ included, composed or decomposed) and spaces, with at least one letter. */
const soloLetras = /^(?=.*\p{L})[\p{L}\p{M} ]+$/u;
export const SIMBOLOS_PASSWORD = "!#*@?¿()$%&'+=/^_`{|}~-";
const simbolo = /[!#*@?¿()$%&'+=/^_`{|}~-]/;
/** Letters of the password set: ASCII, ñ and accented vowels (our choice). */
const letraPassword = /[A-Za-zñÑáéíóúÁÉÍÓÚüÜ]/;
const caracterPermitido = /^[A-Za-zñÑáéíóúÁÉÍÓÚüÜ0-9!#*@?¿()$%&'+=/^_`{|}~-]*$/;

export function esTipoDocumento(tipo: unknown): tipo is TipoIdentificacion {
  return tipo === DOC_DNI || tipo === DOC_CE;
}

/** What a document input keeps while typing: digits only, up to 8 (DNI) or 12 (CE). */
export function limpiarDocumento(tipo: TipoIdentificacion, entrada: string): string {
  const digitos = entrada.replace(/\D/g, '');
  return digitos.slice(0, tipo === DOC_DNI ? LIMITES.dni : LIMITES.ceMax);
}

/** Landing quick form: DNI of 8 digits, CE of at least 7. */
export function validarDocumentoLanding(tipo: unknown, valor: string): Mensaje {
  if (!esTipoDocumento(tipo)) return mensajesValidacion.tipoDocumento;
  if (tipo === DOC_DNI) return /^\d{8}$/.test(valor) ? null : mensajesValidacion.dniLanding;
  return validarCe(valor, LIMITES.ceMinLanding);
}

/** The landing "Activar" button is enabled only with a valid document. */
export function puedeActivarLanding(tipo: unknown, valor: string): boolean {
  return validarDocumentoLanding(tipo, valor) === null;
}

/** DNI: exactly 8 digits. */
export function validarDni(valor: string): Mensaje {
  if (valor === '') return mensajesValidacion.requerido;
  return /^\d{8}$/.test(valor) ? null : mensajesValidacion.dni;
}

/** CE: digits, from `min` (6 at registration, 7 on the landing) up to 12. */
export function validarCe(valor: string, min: number = LIMITES.ceMinRegistro): Mensaje {
  if (valor === '') return mensajesValidacion.requerido;
  if (!soloDigitos.test(valor) || valor.length > LIMITES.ceMax) return mensajesValidacion.ce;
  return valor.length >= min ? null : mensajesValidacion.ceMinimo(min);
}

/** The CE rule "1 to 12 digits" used outside registration (e.g. inviting a guest). */
export function validarCeCorto(valor: string): Mensaje {
  return validarCe(valor, 1);
}

/** Registration step 1 document. */
export function validarDocumento(tipo: unknown, valor: string): Mensaje {
  if (!esTipoDocumento(tipo)) return mensajesValidacion.tipoDocumento;
  return tipo === DOC_DNI ? validarDni(valor) : validarCe(valor);
}

export function validarTipoDocumento(tipo: unknown): Mensaje {
  return esTipoDocumento(tipo) ? null : mensajesValidacion.tipoDocumento;
}

export function validarRequerido(valor: string): Mensaje {
  return valor.trim() === '' ? mensajesValidacion.requerido : null;
}

/** Names: letters (accents, ñ) and spaces only, non-empty, at most 100 characters. */
export function validarNombres(valor: string): Mensaje {
  if (valor.trim() === '') return mensajesValidacion.requerido;
  return soloLetras.test(valor) && valor.length <= 100 ? null : mensajesValidacion.nombres;
}

/** One or two insurances. */
export function validarSeguros(seguros: readonly string[]): Mensaje {
  const n = new Set(seguros).size;
  return n >= 1 && n <= LIMITES.segurosMax && n === seguros.length ? null : mensajesValidacion.seguros;
}

/**
 * The same e-mail format the API contract accepts (`z.email()` checks zod's `regexes.email`), so a valid form
 * never fails on the server. The regex alone keeps the schema library out of pages that share this module.
 */
export function esEmail(valor: string): boolean {
  return regexes.email.test(valor);
}

/** Step 2 e-mail: format and at most 90 characters. */
export function validarEmail(valor: string): Mensaje {
  if (valor.length > LIMITES.emailMax) return mensajesValidacion.emailLargo;
  return esEmail(valor) ? null : mensajesValidacion.email;
}

export function validarConfirmacionEmail(email: string, confirmacion: string): Mensaje {
  return email === confirmacion ? null : mensajesValidacion.emailConfirmacion;
}

/** The other e-mail rule (profile settings, guests): same format, the other message. */
export function validarFormatoCorreo(valor: string): Mensaje {
  if (valor.length > LIMITES.emailMax) return mensajesValidacion.emailLargo;
  return esEmail(valor) ? null : mensajesValidacion.emailFormato;
}

/** Step 2 phone: exactly 9 digits. */
export function validarFono(valor: string): Mensaje {
  return /^\d{9}$/.test(valor) ? null : mensajesValidacion.fono;
}

/** Mobile rule: 9 digits starting with 9. */
export function validarCelular(valor: string): Mensaje {
  return /^9\d{8}$/.test(valor) ? null : mensajesValidacion.celular;
}

export interface ChecklistPassword {
  letrasYNumeros: boolean;
  especial: boolean;
  minimo: boolean;
}

/** The three checklist items shown under the password field. */
export function checklistPassword(valor: string): ChecklistPassword {
  return {
    letrasYNumeros: letraPassword.test(valor) && /\d/.test(valor),
    especial: simbolo.test(valor),
    minimo: valor.length >= LIMITES.passwordMin,
  };
}

/**
 * A password over 16 characters. The fields keep what is typed (cutting it would drop the symbol typed last and
 * untick the checklist without a word), so this is said while typing, not only once the field is left.
 */
export function validarPasswordMaximo(valor: string): Mensaje {
  return [...valor].length > LIMITES.passwordMax ? mensajesValidacion.passwordMaximo : null;
}

/** Password: 8 to 16 characters of the allowed set, passing all three checklist items. */
export function validarPassword(valor: string): Mensaje {
  if (valor === '') return mensajesValidacion.requerido;
  if (!caracterPermitido.test(valor)) return mensajesValidacion.passwordCaracteres;
  const check = checklistPassword(valor);
  if (!check.minimo) return mensajesValidacion.passwordMinimo;
  const maximo = validarPasswordMaximo(valor);
  if (maximo) return maximo;
  if (!check.letrasYNumeros) return mensajesValidacion.passwordLetrasNumeros;
  if (!check.especial) return mensajesValidacion.passwordEspecial;
  return null;
}

export function validarTerminos(aceptado: boolean): Mensaje {
  return aceptado ? null : mensajesValidacion.terminos;
}

/** Login: a document number of either type (6 to 12 digits). */
export function validarUsuarioLogin(valor: string): Mensaje {
  if (valor === '') return mensajesValidacion.requerido;
  return /^\d{6,12}$/.test(valor) ? null : mensajesValidacion.usuarioLogin;
}

/** The 6-digit code sent for a password reset. */
export function validarCodigoRecuperacion(valor: string): Mensaje {
  return /^\d{6}$/.test(valor) ? null : mensajesValidacion.codigoRecuperacion;
}

/** Vehicle plate: 6 letters or digits. */
export function validarPlaca(valor: string): Mensaje {
  return /^[A-Za-z0-9]{6}$/.test(valor) ? null : mensajesValidacion.placa;
}

type Errores<K extends string> = Partial<Record<K, string>>;
export interface Resultado<K extends string> {
  errores: Errores<K>;
  valido: boolean;
}

function resultado<K extends string>(checks: Record<K, Mensaje>): Resultado<K> {
  const errores: Errores<K> = {};
  for (const [campo, mensaje] of Object.entries(checks) as [K, Mensaje][]) {
    if (mensaje !== null) errores[campo] = mensaje;
  }
  return { errores, valido: Object.keys(errores).length === 0 };
}

export interface FormPaso1 {
  tipoIdentificacion: unknown;
  identificacion: string;
  nombres: string;
  seguros: readonly string[];
}

/** Step 1: the "next" button is enabled only when `valido`. */
export function validarPaso1(
  form: FormPaso1,
): Resultado<'tipoIdentificacion' | 'identificacion' | 'nombres' | 'seguros'> {
  return resultado({
    tipoIdentificacion: validarTipoDocumento(form.tipoIdentificacion),
    identificacion: esTipoDocumento(form.tipoIdentificacion)
      ? validarDocumento(form.tipoIdentificacion, form.identificacion)
      : null,
    nombres: validarNombres(form.nombres),
    seguros: validarSeguros(form.seguros),
  });
}

export interface FormPaso2 {
  correo: string;
  correo2: string;
  phone: string;
  password: string;
  terminos: boolean;
  /** Shown but optional. */
  proteccionDatos?: boolean;
}

/** Step 2: e-mail and confirmation, phone, password, terms (data protection is optional). */
export function validarPaso2(form: FormPaso2): Resultado<'correo' | 'correo2' | 'phone' | 'password' | 'terminos'> {
  return resultado({
    correo: validarEmail(form.correo),
    correo2: validarConfirmacionEmail(form.correo, form.correo2),
    phone: validarFono(form.phone),
    password: validarPassword(form.password),
    terminos: validarTerminos(form.terminos),
  });
}
