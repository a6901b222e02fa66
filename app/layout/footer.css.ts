import { style } from '@vanilla-extract/css';
import { media, vars } from '../../tokens';

export const footer = style({
  marginBlockStart: vars.space.xxl,
  paddingBlock: vars.space.xl,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const column = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });

export const columnTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const list = style({ display: 'grid', gap: vars.space.xxs, listStyle: 'none', margin: 0, padding: 0 });

export const footerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.tapTargetMin,
  padding: 0,
  border: 'none',
  background: vars.color.transparent,
  color: vars.color.link,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  textAlign: 'start',
  cursor: 'pointer',
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockStart: vars.space.lg,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
