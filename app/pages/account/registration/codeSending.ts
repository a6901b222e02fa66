import { codeOutcome, mensajesRegistro, type CodeOutcome } from '../../../domain/registration';
import type { SessionValue } from '../../../session/SessionContext';

/**
 * Sends the code step 1 sent to the contact on record. A captcha that cannot be had is the spec's step-2 captcha
 * failure; no answer at all rejects (the flow shows "Error en el registro").
 */
export async function confirmCode(
  { api, captcha }: Pick<SessionValue, 'api' | 'captcha'>,
  idusuario: number,
  codigo: string,
): Promise<CodeOutcome> {
  const tokenCaptcha = await captcha.token().catch(() => '');
  if (!tokenCaptcha) return { kind: 'incorrecto', mensaje: mensajesRegistro.captchaPaso2 };
  const result = await api.call('confirmarCodigo', { body: { idusuario, codigo, tokenCaptcha } });
  if (!result.data) throw new Error('sin respuesta');
  return codeOutcome(result.data);
}
