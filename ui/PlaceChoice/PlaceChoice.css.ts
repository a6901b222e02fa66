import { style } from '@vanilla-extract/css';
import { familyVars, vars } from '../../tokens';
import { root } from '../internal/choiceFieldset.css';

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

/** The chosen place is marked by its border and background, and by the checked radio (never colour alone). */
export const card = style({
  display: 'grid',
  gap: vars.space.xxs,
  minWidth: 0,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    '&:has(label:hover)': { borderColor: familyVars.accent },
    '&:has(input:checked)': { borderColor: familyVars.accent, background: familyVars.accentSoft },
    '&:has(input:focus-visible)': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.borderWidth.thick,
    },
    [`${root}[data-invalid] &`]: { borderColor: vars.color.critical },
  },
});

/** Name, address and hours are one target: a tap anywhere on them chooses the place. */
export const choice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
  minHeight: vars.size.tapTarget,
  cursor: 'pointer',
});

export const text = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0, paddingBlock: vars.space.xxs });

export const name = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const line = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const icon = style({
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  marginTop: vars.space.xxs,
});

/** The phone and the map, under the text, lined up with it past the radio. */
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  paddingInlineStart: `calc(${vars.size.tapTargetMin} + ${vars.space.sm})`,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.tapTarget,
  color: vars.color.link,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: vars.borderWidth.thick,
  overflowWrap: 'anywhere',
  ':focus-visible': {
    outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
    outlineOffset: vars.borderWidth.thick,
    borderRadius: vars.radius.sm,
  },
});

export const empty = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.textMuted });
