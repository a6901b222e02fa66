export { MultiSelect } from './MultiSelect';
export type { MultiSelectOption, MultiSelectProps } from './MultiSelect';
