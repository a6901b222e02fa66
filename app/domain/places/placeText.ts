import { timeAsOneWord } from '../dates.ts';
import type { Dias } from '../rules/benefitRules.ts';
import { fullStop, openingHours } from '../rules/ruleSentences.ts';

/**
 * How a place of the affiliated network is written wherever the customer reads it: the booking form, the
 * confirmation on screen, the SMS and e-mail, the calendar file. One wording, so all of them agree.
 */

export interface PlaceFacts {
  nombre: string;
  /** Street and number ("Av. José Larco 812"). */
  direccion: string;
  distrito: string;
}

/** "Av. José Larco 812, Miraflores". */
export function placeAddress(place: PlaceFacts): string {
  return `${place.direccion}, ${place.distrito}`;
}

/** "Laboratorio Clínico Santa Rosalía, Av. José Larco 812, Miraflores": a calendar's LOCATION, a message's "where". */
export function placeLine(place: PlaceFacts): string {
  return `${place.nombre}, ${placeAddress(place)}`;
}

/** A map search for the address, which opens the map app on a phone. */
export function mapUrl(direccion: string, distrito: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${direccion}, ${distrito}, Perú`)}`;
}

/** "tel:+5116124580" from "(01) 612-4580": Peru's code, without the trunk 0, dials from any phone. */
export function phoneHref(telefono: string): string {
  const digits = telefono.replace(/\D/g, '');
  return `tel:+51${digits.replace(/^0/, '')}`;
}

/**
 * "De lunes a sábado, de 7:00 a. m. a 6:00 p. m." for the screen: each time is one unit (`timeAsOneWord`), so
 * "p. m." never starts a line of its own.
 */
export function placeHours(horario: { dias: Dias; desde: string; hasta: string }): string {
  return fullStop(openingHours(horario, timeAsOneWord));
}
