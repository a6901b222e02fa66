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
