/** Symbols the portal accepts in a password (spec: !#*@?¿()$%&'+=/^_`{|}~-). */
export const passwordSpecialCharacters = "!#*@?¿()$%&'+=/^_`{|}~-";

/** Shortest password accepted. */
export const passwordMinLength = 8;

export interface PasswordChecks {
  /** At least one letter and at least one digit. */
  lettersAndDigits: boolean;
  /** At least one character from the allowed symbol set. */
  specialCharacter: boolean;
  /** At least 8 characters. */
  minLength: boolean;
  /** All three pass. */
  allPass: boolean;
}

/** The three checklist rules of the registration password, as a pure function for forms and tests. */
export function passwordChecks(value: string): PasswordChecks {
  const lettersAndDigits = /\p{L}/u.test(value) && /\d/.test(value);
  const specialCharacter = [...value].some((ch) => passwordSpecialCharacters.includes(ch));
  const minLength = [...value].length >= passwordMinLength;
  return { lettersAndDigits, specialCharacter, minLength, allPass: lettersAndDigits && specialCharacter && minLength };
}
