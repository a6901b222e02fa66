export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { applyInputRules } from './inputFilters';
export type { InputFilter } from './inputFilters';
