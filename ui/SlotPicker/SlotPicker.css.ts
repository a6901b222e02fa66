import { style } from '@vanilla-extract/css';
import { familyVars, vars } from '../../tokens';

export const root = style({ display: 'grid', gap: vars.space.lg, fontFamily: vars.font.body, color: vars.color.text });

export const group = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: vars.size.fieldMin,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The native radio stays in the page (keyboard, forms, screen readers); the label beside it is what is seen. */
export const radio = style({ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 });

export const option = style({ position: 'relative' });

export const tile = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.tapTarget,
  minHeight: vars.size.tapTarget,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.fast,
  selectors: {
    [`${radio}:hover:not(:disabled) + &, &:hover`]: { borderColor: familyVars.accent },
    [`${radio}:checked + &`]: {
      background: familyVars.accent,
      borderColor: familyVars.accent,
      color: familyVars.onAccent,
      fontWeight: vars.fontWeight.bold,
    },
    [`${radio}:focus-visible + &`]: {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.borderWidth.thick,
    },
    // Unavailable: dashed edge and struck-through text, not colour alone.
    [`${radio}:disabled + &`]: {
      borderStyle: 'dashed',
      borderColor: vars.color.border,
      background: vars.color.surfaceMuted,
      color: vars.color.textMuted,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
  },
});

export const dayTile = style({ minWidth: vars.size.field, paddingBlock: vars.space.sm });

export const dayWeekday = style({ fontSize: vars.fontSize.xs, textTransform: 'capitalize' });
export const dayNumber = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const dayMonth = style({ fontSize: vars.fontSize.xs });

export const timeTile = style({ fontSize: vars.fontSize.md, minWidth: `calc(${vars.size.tapTarget} * 2)` });

export const message = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
