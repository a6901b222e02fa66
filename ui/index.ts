/** The public surface of the Beneficios component library. Apps import from here only. */
export { Button } from './Button';
export type { ButtonProps } from './Button';
export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { FamilyScope } from './FamilyScope';
export type { FamilyScopeProps } from './FamilyScope';
