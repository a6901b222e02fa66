import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const waiting = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: vars.size.legalBody,
  padding: vars.space.xl,
});
