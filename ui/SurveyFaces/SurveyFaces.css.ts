import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens';
import { belowTablet } from '../internal/phoneMedia';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
});

export const legend = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const faces = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'center' });

/** The whole face and its word are the tap target; the native radio inside keeps keyboard and screen-reader behaviour. */
export const face = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: vars.size.field,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thick} solid ${vars.color.transparent}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.fast,
  // Only where a pointer really hovers: on a phone the tap that opened the survey would leave a face looking chosen.
  '@media': { '(hover: hover)': { selectors: { '&:hover': { background: vars.color.surfaceMuted } } } },
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.borderStrong,
      background: vars.color.surfaceMuted,
      color: vars.color.text,
    },
    '&:has(input:focus-visible)': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.borderWidth.thick,
    },
    '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

/** Visually hidden but still the real, focusable radio. */
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

export const icon = style({ width: vars.size.iconLg, height: vars.size.iconLg });

/** `compactOnPhones`: on a phone the faces take less room (the survey popup must leave the page visible), each still a full tap target. */
export const compactFaces = style({ '@media': { [belowTablet]: { gap: vars.space.xs } } });
export const compactFace = style({
  '@media': { [belowTablet]: { minWidth: vars.size.tapTarget, padding: vars.space.xs, gap: vars.space.xxs } },
});
export const compactIcon = style({
  '@media': { [belowTablet]: { width: vars.size.iconMd, height: vars.size.iconMd } },
});

/** Each face has its own colour; the word under it carries the meaning too. */
export const mood = styleVariants({
  Promotor: { color: vars.color.success },
  Neutro: { color: vars.color.warning },
  Detractor: { color: vars.color.critical },
});
