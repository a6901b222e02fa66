/** A rule applied to every change (typing and paste) before the value reaches state. */
export type InputFilter = 'digits' | 'letters' | ((value: string) => string);

const digitsOnly = (value: string) => value.replace(/\D+/g, '');
/** Letters (accents and ñ included) and spaces, as names need. */
const lettersOnly = (value: string) => value.replace(/[^\p{L}\s]+/gu, '');

/** Applies the filter, then the maximum length, so a pasted "12.345.678" keeps all eight digits. */
export function applyInputRules(value: string, filter?: InputFilter, maxLength?: number): string {
  let next = value;
  if (filter === 'digits') next = digitsOnly(next);
  else if (filter === 'letters') next = lettersOnly(next);
  else if (typeof filter === 'function') next = filter(next);
  if (maxLength !== undefined && maxLength >= 0) next = next.slice(0, maxLength);
  return next;
}
