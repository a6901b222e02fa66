import { breakpoints } from '../../tokens';

/** Screens narrower than a tablet (phones), for the few rules that apply only there. */
export const belowTablet = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`;
