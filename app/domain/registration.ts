import { GUEST_OPTION } from '../api/schemas/codes.ts';
import type { DestinoCodigo, MensajeExtra } from '../api/schemas/registration.ts';
import { families as familyTokens } from '../../tokens/families.ts';

/**
 * Registration flow rules of spec sections 4, 5 and 8: which insurances step 1 offers and
 * what each step's answer code leads to.
 */

export interface InsuranceOption {
  value: string;
  label: string;
}

export const GUEST_INSURANCE_OPTION: InsuranceOption = {
  value: GUEST_OPTION,
  label: 'Invitado Cursos online con certificación o telemedicina',
};

/**
 * The code → display name list of the insurances (spec section 3): the families' codes and names, from the tokens
 * (not the benefit catalogue, which the session's first script does without).
 */
export const insuranceOptions: readonly InsuranceOption[] = familyTokens.map((f) => ({
  value: f.code,
  label: f.name,
}));

/**
 * The options of the insurance multi-select after the known-user check: the whole list for a
 * policy holder (yes_quest), otherwise only the guest option. Chosen ones leave the list.
 */
export function insuranceChoices(
  mensajeExtra: MensajeExtra | null | undefined,
  chosen: readonly string[] = [],
): InsuranceOption[] {
  const all = mensajeExtra === 'yes_quest' ? insuranceOptions : [GUEST_INSURANCE_OPTION];
  return all.filter((o) => !chosen.includes(o.value));
}

/** Whether one more insurance can be added (max 2). */
export function canChooseMore(chosen: readonly string[]): boolean {
  return chosen.length < 2;
}

export const mensajesRegistro = {
  usuarioExiste: 'Ya existe un usuario con este documento.',
  error: 'Error',
  errorRegistro: 'Error en el registro',
  altaConforme: 'Alta conforme, iniciar sesión',
  /** Captcha failures of spec section 5. */
  captchaPaso1: 'Error al verificar el captcha',
  captchaPaso2: 'Captcha inválido, actualizar web',
} as const;

/** Milliseconds the spinner shows on entering step 2. */
export const STEP2_SPINNER_MS = 2000;

export type Step1Outcome =
  /** The code went to the contacts on record (`metodos`, masked); confirming it leads to step 2. */
  | { kind: 'codigo'; idusuario: number; metodos: DestinoCodigo[] }
  /** Yellow notice with links to /inicia and /password. */
  | { kind: 'usuarioExiste'; mensaje: string }
  | { kind: 'mensaje'; mensaje: string };

/**
 * Step 1 codes: 0 the code was sent, confirming it goes to step 2; 1 show the server message; 2 user exists;
 * 3 (or anything else) "Error".
 */
export function step1Outcome(answer: {
  Codigo: number;
  Mensaje: string;
  user: { idusuario: number } | null;
  envio?: { metodos: DestinoCodigo[] } | null;
}): Step1Outcome {
  if (answer.Codigo === 0 && answer.user)
    return { kind: 'codigo', idusuario: answer.user.idusuario, metodos: answer.envio?.metodos ?? [] };
  if (answer.Codigo === 1) return { kind: 'mensaje', mensaje: answer.Mensaje };
  if (answer.Codigo === 2) return { kind: 'usuarioExiste', mensaje: mensajesRegistro.usuarioExiste };
  return { kind: 'mensaje', mensaje: mensajesRegistro.error };
}

/** Seconds a person waits before asking for another activation code. */
export const RESEND_WAIT_S = 60;

/**
 * Where step 1 sent the code, each as its words and its masked destination: "por SMS al celular" "•••• ••• 320",
 * "por correo a" "m•••@example.pe" (joined with "y" on screen).
 */
export function codeDestinations(metodos: readonly DestinoCodigo[]): Array<{ via: string; destino: string }> {
  if (metodos.length === 0) return [{ via: 'a tu celular o correo registrado', destino: '' }];
  return metodos.map((m) => ({ via: m.metodo === 'sms' ? 'por SMS al celular' : 'por correo a', destino: m.destino }));
}

export type CodeOutcome =
  | { kind: 'confirmado' }
  /** A wrong code (with the attempts left) or a refused captcha: the person may type it again. */
  | { kind: 'incorrecto'; mensaje: string }
  /** Expired or out of attempts: only a new code helps. */
  | { kind: 'vencido'; mensaje: string };

/** The code's answer: 0 on to step 2; 2 ask for a new code; anything else, type it again. */
export function codeOutcome(answer: { Codigo: number; Mensaje: string }): CodeOutcome {
  if (answer.Codigo === 0) return { kind: 'confirmado' };
  if (answer.Codigo === 2) return { kind: 'vencido', mensaje: answer.Mensaje };
  return { kind: 'incorrecto', mensaje: answer.Mensaje || mensajesRegistro.error };
}

export type Step2Outcome = { kind: 'login' } | { kind: 'mensaje'; mensaje: string } | { kind: 'detener' };

/** Step 2 codes: 0 automatic login; 1 and 2 show the server message; others only stop the spinner. */
export function step2Outcome(answer: { Codigo: number; Mensaje: string }): Step2Outcome {
  if (answer.Codigo === 0) return { kind: 'login' };
  if (answer.Codigo === 1 || answer.Codigo === 2) return { kind: 'mensaje', mensaje: answer.Mensaje };
  return { kind: 'detener' };
}

/** Video room: the provider's "no data" answer is shown with the spec's wording. */
export const SALA_SIN_DATOS = 'La consulta no retorna datos';
export const MENSAJE_SALA_FINALIZADA = 'la llamada ya fue finalizada o no existe';

export function salaErrorMessage(msgError: string): string | null {
  if (msgError === '') return null;
  return msgError === SALA_SIN_DATOS ? MENSAJE_SALA_FINALIZADA : msgError;
}
