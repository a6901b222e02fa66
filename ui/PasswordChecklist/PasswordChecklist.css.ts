import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const list = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
});

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  selectors: { '&[data-met="true"]': { color: vars.color.success } },
});

export const icon = style({
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  marginTop: vars.space.xxs,
});
