import { style } from '@vanilla-extract/css';
import { familyVars, vars } from '../../tokens';

/** A group of choices with its question as legend (RadioGroup, PlaceChoice). */
export const root = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

/** The radio of an option; the option's row or card around it draws the focus ring. */
export const radio = style({
  flexShrink: 0,
  width: vars.size.tapTargetMin,
  height: vars.size.tapTargetMin,
  margin: 0,
  accentColor: familyVars.accent,
  cursor: 'inherit',
  outline: 'none',
});
