import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const group = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 5fr)',
  alignItems: 'start',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: vars.size.fieldMin,
});
