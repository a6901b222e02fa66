import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

/** Shared by every labelled form control: label, hint, control box and error line look the same everywhere. */
export const fieldRoot = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: vars.size.fieldMin,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  // Wraps between words, and inside a word only when that word alone is wider than the field. A page that lets
  // text break anywhere (so nothing pushes it sideways) would otherwise let a narrow column cut "documento" in two,
  // because its labels would count as one letter wide.
  overflowWrap: 'break-word',
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  color: vars.color.textMuted,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  color: vars.color.critical,
});

export const errorIcon = style({
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  marginTop: vars.space.xxs,
});

/** The box of a text input or select; invalid and disabled states come from ARIA/DOM attributes. */
export const control = style({
  width: '100%',
  minHeight: vars.size.field,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.critical,
      boxShadow: `inset 0 0 0 ${vars.borderWidth.thin} ${vars.color.critical}`,
    },
    '&:disabled': { background: vars.color.surfaceSunken, color: vars.color.textMuted, cursor: 'not-allowed' },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

/** A password input with its show/hide button inside the box, at the end; the text never runs under it. */
export const withReveal = style({ position: 'relative' });

/** The input of such a box: after `control` in this file, so its end padding wins over the control's. */
export const controlWithReveal = style({ paddingInlineEnd: vars.size.tapTarget });

export const revealButton = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.tapTarget,
  minHeight: vars.size.tapTarget,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.transparent,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.text },
    '&[aria-pressed="true"]': { color: vars.color.text },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
    },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const revealIcon = style({ width: vars.size.iconMd, height: vars.size.iconMd });
