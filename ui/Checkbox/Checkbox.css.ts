import { style } from '@vanilla-extract/css';
import { familyVars, vars } from '../../tokens';

export const root = style({ display: 'grid', gap: vars.space.xs, fontFamily: vars.font.body, color: vars.color.text });

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: vars.size.tapTarget,
  paddingBlock: vars.space.xs,
});

export const input = style({
  flexShrink: 0,
  width: vars.size.tapTargetMin,
  height: vars.size.tapTargetMin,
  margin: 0,
  accentColor: familyVars.accent,
  cursor: 'pointer',
  selectors: {
    '&[aria-invalid="true"]': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.critical}`,
      outlineOffset: vars.borderWidth.thick,
    },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const label = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  cursor: 'pointer',
  selectors: {
    // Links inside the label keep their own look and open without toggling the box.
    [`${row}[data-disabled] &`]: { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const errorIndent = style({ paddingInlineStart: `calc(${vars.size.tapTargetMin} + ${vars.space.sm})` });
