import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

/** The spec's 400 px scrolling body; it takes focus so keyboard users can scroll it. */
export const legalBody = style({
  height: vars.size.legalBody,
  maxHeight: '100%',
  flexShrink: 0,
  overflowY: 'auto',
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
});

globalStyle(`${legalBody} > :first-child`, { marginTop: 0 });
globalStyle(`${legalBody} > :last-child`, { marginBottom: 0 });
globalStyle(`${legalBody} h3`, { fontSize: vars.fontSize.md, margin: `${vars.space.md} 0 ${vars.space.xs}` });
