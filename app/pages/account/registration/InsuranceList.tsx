import { memo } from 'react';
import { MultiSelect } from '../../../../ui';

/**
 * The insurances of step one (the library's MultiSelect). Memoised, so that typing elsewhere in the form does not
 * render the list again: give it props that keep their identity while unchanged.
 */
export const InsuranceList = memo(MultiSelect);
