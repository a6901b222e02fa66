/**
 * What step one sends to the registry: the document check and the step itself. They load with the form's first use,
 * not with the page: the page shows nothing of them.
 */
import type { Step1Request } from '../../../api/contract';
import { mensajesRegistro, step1Outcome, type Step1Outcome } from '../../../domain/registration';
import type { SessionValue } from '../../../session/SessionContext';
import type { Step1Draft } from './draft';

type Services = Pick<SessionValue, 'api' | 'captcha'>;

/** Which insurances the registry offers for the document, or null and the notice that says why the check failed. */
export type RegistryCheck = { mensajeExtra: Step1Draft['mensajeExtra']; aviso: string | null };

/**
 * The known-user check (spec section 5). A captcha that cannot be had or is refused is the spec's captcha failure;
 * no answer at all is its network error at registration.
 */
export async function checkRegistry({ api, captcha }: Services, draft: Step1Draft): Promise<RegistryCheck> {
  const failed = (aviso: string): RegistryCheck => ({ mensajeExtra: null, aviso });
  let tokenCaptcha: string;
  try {
    tokenCaptcha = await captcha.token();
  } catch {
    return failed(mensajesRegistro.captchaPaso1);
  }
  try {
    const result = await api.call('validarUsuario', {
      body: { tipoIdentificacion: Number(draft.tipo) as 8 | 6, usuario: draft.numero, tokenCaptcha },
    });
    if (result.data?.codigo === 0 && result.data.mensajeExtra)
      return { mensajeExtra: result.data.mensajeExtra, aviso: null };
    return failed(mensajesRegistro.captchaPaso1);
  } catch {
    return failed(mensajesRegistro.errorRegistro);
  }
}

/** Sends step one; what its answer leads to. Rejects when no answer came. */
export async function sendStepOne({ api, captcha }: Services, draft: Step1Draft): Promise<Step1Outcome> {
  const tokenCaptcha = await captcha.token();
  const result = await api.call('registroPaso1', {
    body: {
      identificacion: draft.numero,
      tipoIdentificacion: Number(draft.tipo) as 8 | 6,
      tokenCaptcha,
      nombres: draft.nombres.trim(),
      fono: '',
      email: '',
      clave: '',
      // Empty when the registry lists no policy for the document (spec section 3).
      socios: (draft.mensajeExtra === 'yes_quest' ? draft.seguros : []) as Step1Request['socios'],
    },
  });
  if (!result.data) throw new Error('sin respuesta');
  return step1Outcome(result.data);
}
