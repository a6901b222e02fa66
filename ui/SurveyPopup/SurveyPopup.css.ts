import { style } from '@vanilla-extract/css';
import { media, vars } from '../../tokens';
import { belowTablet } from '../internal/phoneMedia';

/**
 * Non-blocking: it floats at the bottom of the screen and leaves the page usable. On a phone it is compact (the
 * question on one line beside the close button, the faces and the button side by side), about a sixth of the screen.
 */
export const popup = style({
  position: 'fixed',
  insetInline: vars.space.sm,
  bottom: vars.space.sm,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  paddingTop: vars.space.xl,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  '@media': {
    [belowTablet]: { gap: vars.space.sm, padding: vars.space.md, paddingTop: vars.space.sm },
    [media.tablet]: {
      insetInline: 'auto',
      right: vars.space.lg,
      bottom: vars.space.lg,
      width: vars.size.modalMax,
      maxWidth: `calc(100% - ${vars.space.xl})`,
    },
  },
});

export const title = style({
  margin: 0,
  paddingInline: vars.size.tapTarget,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  '@media': {
    [belowTablet]: {
      paddingInlineStart: 0,
      paddingBlockStart: vars.space.xs,
      fontSize: vars.fontSize.md,
      textAlign: 'start',
    },
  },
});

export { cornerCloseButton as close } from '../internal/controls.css';

export const actions = style({ display: 'flex', justifyContent: 'center' });

export const thanks = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  '@media': { [belowTablet]: { textAlign: 'start' } },
});

export const code = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': {
    [belowTablet]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space.sm,
    },
  },
});
