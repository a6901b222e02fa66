export { FamilyScope } from './FamilyScope';
export type { FamilyScopeProps } from './FamilyScope';
