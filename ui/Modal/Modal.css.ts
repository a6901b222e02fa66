import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '../../tokens';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({ from: { opacity: 0, transform: 'translateY(4%)' }, to: { opacity: 1, transform: 'none' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.zIndex.overlay,
  animationName: fadeIn,
  animationDuration: vars.motion.base,
});

/** Mobile first: a full-height sheet; from tablet up, a centred card. */
export const content = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.body,
  padding: vars.space.lg,
  paddingTop: vars.space.xl,
  overflowY: 'auto',
  animationName: riseIn,
  animationDuration: vars.motion.base,
  '@media': {
    [media.tablet]: {
      inset: 'auto',
      top: '50%',
      left: '50%',
      transform: 'translate(-50%, -50%)',
      width: `min(calc(100% - ${vars.space.xl}), ${vars.size.modalMax})`,
      maxHeight: `calc(100% - ${vars.space.xxl})`,
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.modal,
      padding: vars.space.xl,
      animationName: fadeIn,
    },
  },
});

export { cornerCloseButton as closeButton } from '../internal/controls.css';

export const title = style({
  margin: 0,
  paddingRight: vars.size.tapTarget,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.md });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** Actions sit at the bottom of the sheet on phones and at the end of the card on wider screens. */
export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: 'auto',
  paddingTop: vars.space.sm,
  '@media': { [media.tablet]: { flexDirection: 'row', justifyContent: 'flex-end', marginTop: 0 } },
});

/** An urgent dialog (the inactivity warning) stacks above every other dialog and popup, and its veil dims them. */
export const urgentOverlay = style({ zIndex: vars.zIndex.urgentOverlay });
export const urgentContent = style({ zIndex: vars.zIndex.urgent });
