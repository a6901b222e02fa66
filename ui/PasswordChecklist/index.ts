export { PasswordChecklist } from './PasswordChecklist';
export type { PasswordChecklistProps } from './PasswordChecklist';
export { passwordChecks, passwordMinLength, passwordSpecialCharacters } from './passwordChecks';
export type { PasswordChecks } from './passwordChecks';
