import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens';

/** The address fields as one group, spaced like the rest of the booking form; the legend reads like a radio group's. */
export const group = style({ display: 'grid', gap: vars.space.md, minWidth: 0, margin: 0, padding: 0, border: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});
