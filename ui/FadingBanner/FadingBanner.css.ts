import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

/** The spec's grey info band. */
export const banner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  background: vars.color.infoSurface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
});

/** Messages share one grid cell so the outgoing and incoming ones cross-fade in place. */
export const messages = style({ display: 'grid', flex: '1 1 auto', minWidth: 0, textAlign: 'center' });

/**
 * The fade takes `motion.fade` in two halves: the outgoing message fades out in the first, the incoming one
 * fades in during the second, so the two texts are never readable on top of each other.
 */
export const message = style({
  gridArea: '1 / 1',
  margin: 0,
  // Lines of even length: a centred message does not leave its last word (a phone number's last digits) alone.
  textWrap: 'balance',
  animationDuration: `calc(${vars.motion.fade} / 2)`,
  animationFillMode: 'both',
  animationTimingFunction: 'ease-in-out',
  selectors: {
    '&[data-state="in"]': { animationName: fadeIn, animationDelay: `calc(${vars.motion.fade} / 2)` },
    '&[data-state="out"]': { animationName: fadeOut, pointerEvents: 'none' },
  },
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.tapTarget,
  height: vars.size.tapTarget,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.transparent,
  color: vars.color.info,
  cursor: 'pointer',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.fast,
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});

export const toggleIcon = style({ width: vars.size.iconMd, height: vars.size.iconMd });
