import { sentence } from '../sentence.ts';

/**
 * How an address is written for people and calendars. Kept apart from the district list, so the pages that only
 * show an address (Citas, the calendar file) do not carry the list.
 */

export interface AddressParts {
  ubigeo: string;
  distrito: string;
  calle: string;
  referencia?: string | null;
}

const PROVINCES: Record<string, string> = { '1501': 'Lima', '0701': 'Callao' };

/** "Lima" or "Callao" from the ubigeo's department and province digits; undefined elsewhere. */
export function provinceOf(ubigeo: string): string | undefined {
  return PROVINCES[ubigeo.slice(0, 4)];
}

/**
 * "Av. Larco 345, Miraflores, Lima": street and number, district and province, the province left out when the
 * district bears its name ("Jr. Lampa 500, Lima").
 */
export function addressLine(address: AddressParts): string {
  const provincia = provinceOf(address.ubigeo);
  return [address.calle.trim(), address.distrito, provincia !== address.distrito ? provincia : undefined]
    .filter(Boolean)
    .join(', ');
}

/** "Dirección: Av. Larco 345, Miraflores, Lima. Referencia: frente al parque.": the confirmation on screen and in messages. */
export function addressSentences(address: AddressParts): string {
  const referencia = address.referencia?.trim();
  return `Dirección: ${sentence(addressLine(address))}${referencia ? ` Referencia: ${sentence(referencia)}` : ''}`;
}
