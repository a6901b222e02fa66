import { style } from '@vanilla-extract/css';

/** Hidden on screen, read by assistive technology. */
/** Keeps a short phrase on one line, e.g. a time of day ("10:00 a. m." never breaks before "m."). */
export const noWrap = style({ whiteSpace: 'nowrap' });

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
