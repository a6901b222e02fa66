import { style } from '@vanilla-extract/css';
import { media } from './breakpoints';

/** Keeps a short phrase on one line, e.g. a time of day ("10:00 a. m." never breaks before "m."). */
export const noWrap = style({ whiteSpace: 'nowrap' });

/**
 * Laid out and painted only once near the screen: a band that starts below the first screen (the footer) adds
 * nothing to the first paint's style and layout, a third of that work on a family page. Its content stays in the
 * accessibility tree, in find-in-page and in the tab order. Until it has been rendered once its height is taken as
 * that of a band whose columns stack on a phone (40rem) and stand side by side from tablets up (20rem); after that
 * the browser remembers the real one.
 */
export const laidOutWhenNear = style({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 40rem',
  '@media': { [media.tablet]: { containIntrinsicSize: 'auto 20rem' } },
});

/** Hidden on screen, read by assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
