import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.brand,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const logoMark = style({ width: vars.size.iconLg, height: vars.size.iconLg, flex: 'none' });

export const logoTick = style({ stroke: vars.color.onBrand });
