import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../tokens';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/**
 * The browser's own modal `<dialog>` with the Modal's panel (Modal.css `content`): a full-height sheet on phones, a
 * centred card from tablet up. These rules undo the browser's dialog defaults the panel does not set.
 */
export const dialog = style({
  margin: 0,
  border: 'none',
  maxWidth: 'none',
  selectors: {
    '&:not([open])': { display: 'none' },
    // Open in the first paint, before the page makes it modal: the same dimmed page, without a backdrop yet.
    '&[open]:not(:modal)': { boxShadow: `0 0 0 100vmax ${vars.color.overlay}` },
    '&::backdrop': { background: vars.color.overlay, animationName: fadeIn, animationDuration: vars.motion.base },
  },
  '@media': {
    // The phone's sheet fills the screen (the browser sizes a dialog to its content).
    [`screen and (max-width: ${breakpoints.tablet - 0.02}px)`]: { width: 'auto', height: 'auto', maxHeight: 'none' },
  },
});

// The page behind an open welcome does not scroll, as behind the other modals.
globalStyle(`html:has(${dialog}[open])`, { overflow: 'hidden' });
