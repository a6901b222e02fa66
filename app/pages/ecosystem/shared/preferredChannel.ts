import type { Metodo } from './ConfirmationSender';

/**
 * The channel the customer last chose for a confirmation (e-mail until they pick SMS). Booking,
 * changing and cancelling send their confirmation there at once. Not personal data: plain storage.
 */
const KEY = 'canalConfirmacion';

export function preferredChannel(): Metodo {
  try {
    return localStorage.getItem(KEY) === 'sms' ? 'sms' : 'correo';
  } catch {
    return 'correo';
  }
}

export function rememberChannel(metodo: Metodo): void {
  try {
    localStorage.setItem(KEY, metodo);
  } catch {
    // Private mode: the choice lasts this visit only.
  }
}

export function channelName(metodo: Metodo): string {
  return metodo === 'sms' ? 'SMS' : 'correo electrónico';
}

/**
 * What the page says of an action's automatic confirmation: where it went, or, when the answer says it was not sent
 * (the hour's messages used up, or a failure to queue it), that it was not and how to ask for it again.
 */
export function confirmationSentence(metodo: Metodo, enviada: boolean | undefined): string {
  return enviada === false
    ? 'Esta vez no pudimos enviarte la confirmación: puedes reenviarla más tarde.'
    : `Te enviamos la confirmación por ${channelName(metodo)}.`;
}
