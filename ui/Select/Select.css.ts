import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const wrap = style({ position: 'relative', display: 'block' });

export const select = style({
  appearance: 'none',
  paddingInlineEnd: vars.space.xxl,
  cursor: 'pointer',
});

/** Our own chevron, since `appearance: none` removes the native one. */
export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  pointerEvents: 'none',
  color: vars.color.text,
});
