// The insurance list's own chunk (see InsuranceList.tsx): the library's MultiSelect, loaded when the form is used.
export { MultiSelect } from '../../../../ui';
