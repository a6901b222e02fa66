/**
 * Ends a phrase with one full stop: "Tengo fiebre" → "Tengo fiebre.", while "dos semanas." or "3:00 p. m." keep
 * their own ("p. m.." reads as a typo). Question and exclamation marks and an ellipsis end a sentence too.
 */
export function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
