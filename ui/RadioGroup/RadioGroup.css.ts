import { style } from '@vanilla-extract/css';
import { familyVars, media, vars } from '../../tokens';
import { root } from '../internal/choiceFieldset.css';

export const list = style({
  display: 'grid',
  gap: vars.space.xs,
  '@media': {
    [media.tablet]: {
      selectors: {
        '&[data-columns="two"]': {
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          columnGap: vars.space.md,
        },
      },
    },
  },
});

/** The whole row is the target: 44 px tall, the text wraps beside the radio instead of being cut. */
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.tapTarget,
  minWidth: 0,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: familyVars.accent },
    '&:has(input:checked)': {
      borderColor: familyVars.accent,
      background: familyVars.accentSoft,
    },
    '&:has(input:focus-visible)': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.borderWidth.thick,
    },
    '&[data-disabled]': {
      color: vars.color.textMuted,
      cursor: 'not-allowed',
      background: vars.color.surfaceMuted,
      borderColor: vars.color.border,
    },
    [`${root}[data-invalid] &`]: { borderColor: vars.color.critical },
  },
});

export const optionLabel = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
});
