import type { ArgTypesEnhancer } from 'storybook/internal/types';

const ELEMENT_TYPES = /\b(ReactNode|ReactElement|JSX\.Element|ReactPortal)\b/;

const holdsElement = (value: unknown): boolean =>
  value !== null &&
  typeof value === 'object' &&
  ('$$typeof' in value || (Array.isArray(value) && value.some(holdsElement)));

const holdsDataUri = (value: unknown): boolean => {
  if (typeof value === 'string') return value.startsWith('data:');
  if (value === null || typeof value !== 'object' || holdsElement(value)) return false;
  return Object.values(value).some(holdsDataUri);
};

/**
 * Controls designers can read: a prop holding a React element or a data URI gets no control (it would print
 * `$$typeof …` or thousands of characters); a ReactNode prop that holds text gets a text box.
 */
export const plainControls: ArgTypesEnhancer = ({ argTypes, initialArgs }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const value = initialArgs[name];
      const summary = argType.table?.type?.summary ?? '';
      if (holdsElement(value) || holdsDataUri(value)) return [name, { ...argType, control: false }];
      if (ELEMENT_TYPES.test(summary) && argType.control === undefined) {
        return [
          name,
          { ...argType, control: typeof value === 'string' || value === undefined ? { type: 'text' } : false },
        ];
      }
      return [name, argType];
    }),
  );
