import { mensajesRegistro, step2Outcome } from '../../../domain/registration';
import type { FormPaso2 } from '../../../domain/validation';
import { sealNewPassword, transformCredential } from '../../../domain/credentials';
import type { SessionValue } from '../../../session/SessionContext';
import { clearDraft } from './draft';
import type { RegistrationAnswer } from './RegistrationNotice';

export interface StepTwoSending extends Pick<SessionValue, 'api' | 'captcha' | 'login'> {
  /** The pending registration step one returned. */
  idusuario: number;
  /** The document of step one: the automatic login's user. */
  documento: string;
  /** Shows an answer (or clears it with null). */
  onNotice: (notice: RegistrationAnswer | null) => void;
}

/**
 * Sends step two (contact data and the sealed password) and, once the account is active, logs the customer in.
 * Resolves with where the plan lands, or null when the customer stays on the step (the answer says why). It travels
 * with step two, which loads while step one is sent.
 */
export async function sendStepTwo(form: FormPaso2, sending: StepTwoSending): Promise<string | null> {
  const { api, captcha, login, idusuario, documento, onNotice } = sending;
  onNotice(null);
  try {
    const tokenCaptcha = await captcha.token();
    if (!tokenCaptcha) {
      onNotice({ tone: 'error', text: mensajesRegistro.captchaPaso2 });
      return null;
    }
    const clave = await transformCredential(form.password, tokenCaptcha);
    const result = await api.call('registroPaso2', {
      body: {
        fono: form.phone,
        idusuario,
        email: form.correo.trim(),
        clave,
        claveRevision: sealNewPassword(form.password, tokenCaptcha),
        tokenCaptcha,
      },
    });
    if (!result.data) throw new Error('sin respuesta');
    const outcome = step2Outcome(result.data);
    if (outcome.kind === 'mensaje') onNotice({ tone: 'error', text: outcome.mensaje });
    if (outcome.kind !== 'login') return null;
    onNotice({ tone: 'success', text: mensajesRegistro.altaConforme });
    clearDraft();
    const session = await login(documento, form.password, { surveyAlert: 'modal' });
    if (session.ok) return session.destination;
    onNotice({ tone: 'error', text: session.message });
  } catch {
    onNotice({ tone: 'error', text: mensajesRegistro.errorRegistro });
  }
  return null;
}
