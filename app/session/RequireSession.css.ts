import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

/**
 * A full screen tall, like the frame: while the stored session is checked the footer stays below the first screen,
 * so the page that then replaces the spinner moves nothing the customer sees (it was a layout shift of 0.43).
 */
export const waiting = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '100vh',
  padding: vars.space.xl,
});
