import crypto from 'node:crypto';
import { CODIGO_RESERVA_ALFABETO } from '../../app/api/schemas/places.ts';

/**
 * A booking code the customer reads over the phone: six random characters from an alphabet without look-alikes,
 * in two groups ("K7M-4QX"). 24^6 is about 191 million codes; the store checks a new one is free across
 * appointments and coworking weeks, and a unique index on each table keeps it so.
 */
export function newBookingCode(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += CODIGO_RESERVA_ALFABETO[crypto.randomInt(CODIGO_RESERVA_ALFABETO.length)];
  return `${code.slice(0, 3)}-${code.slice(3)}`;
}
