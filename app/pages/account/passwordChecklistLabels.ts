import type { PasswordChecklistProps } from '../../../ui';
import { mensajesValidacion } from '../../domain/validation';

/** The checklist speaks with the domain's words, so the list and the field's error never differ. */
export const passwordChecklistLabels: PasswordChecklistProps['labels'] = {
  lettersAndDigits: mensajesValidacion.passwordLetrasNumeros,
  specialCharacter: mensajesValidacion.passwordEspecial,
  minLength: mensajesValidacion.passwordMinimo,
};
