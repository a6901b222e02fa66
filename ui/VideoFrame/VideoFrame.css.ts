import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const root = style({ display: 'grid', gap: vars.space.md, fontFamily: vars.font.body, color: vars.color.text });

export const frame = style({
  display: 'block',
  width: '100%',
  height: vars.size.videoFrame,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});

export const bar = style({ display: 'flex', justifyContent: 'center' });

export const ended = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.lg,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  textAlign: 'center',
  selectors: { '&:focus': { outline: 'none' } },
});

export const endedText = style({
  margin: 0,
  maxWidth: vars.size.modalMax,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.body,
});
