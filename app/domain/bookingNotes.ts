import { benefitById, termsOf, type ServiceModule } from './catalogue/index.ts';
import { rulesOf } from './rules/benefitRules.ts';
import { copayAmount } from './rules/ruleSentences.ts';

/**
 * What the customer must know before going: how to prepare (fasting hours for blood tests), what to bring and the
 * copay to pay (a home doctor's S/ 20.00). Told in every confirmation, on screen, in the SMS and e-mail and in the
 * calendar file, from the benefit's terms and rules.
 */
export interface BookingNotes {
  preparacion: readonly string[];
  llevar: readonly string[];
  copago: readonly string[];
}

const NONE: BookingNotes = { preparacion: [], llevar: [], copago: [] };

/** What a booked call asks of the customer. */
const CALL_NOTE = 'Te llamaremos a tu celular registrado a la hora de tu cita: tenlo a la mano.';

export function bookingNotes(idBeneficio: number): BookingNotes {
  const benefit = benefitById(idBeneficio);
  return benefit ? notesOf(benefit.mod) : NONE;
}

/** The coworking week's: it is booked by week, not by benefit. */
export function coworkingNotes(): BookingNotes {
  return notesOf('Cowork');
}

function notesOf(mod: ServiceModule): BookingNotes {
  const terms = termsOf(mod);
  const rules = rulesOf(mod);
  const copay = copayAmount(rules);
  // A specialist calls at the booked hour: the confirmation says where, so the customer has that phone at hand.
  const call = rules.modalidad === 'llamada' ? [CALL_NOTE] : [];
  return {
    preparacion: [...call, ...(terms.preparacion ?? [])],
    llevar: terms.llevar ?? [],
    copago: copay ? [copay] : [],
  };
}

/** "Preparación: Ayuno de 8 a 12 horas: puedes tomar agua." and "Qué llevar: Tu DNI o carné de extranjería.", when there are any. */
export function bookingNotesSentences(notes: BookingNotes): string[] {
  return [
    notes.preparacion.length > 0 ? `Preparación: ${notes.preparacion.join(' ')}` : '',
    notes.llevar.length > 0 ? `Qué llevar: ${notes.llevar.join(' ')}` : '',
    notes.copago.length > 0 ? `Copago: ${notes.copago.join(' ')}` : '',
  ].filter(Boolean);
}
