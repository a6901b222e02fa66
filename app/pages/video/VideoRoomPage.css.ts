import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  boxSizing: 'border-box',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
});

export const lead = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.body });

/** Forms and notices read best at a modal's width, even on a wide screen. */
export const narrow = style({ display: 'grid', gap: vars.space.md, maxWidth: vars.size.modalMax });

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
});

export const text = style({ margin: 0, lineHeight: vars.lineHeight.body });

export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
  lineHeight: vars.lineHeight.body,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const phone = style({ color: vars.color.link, fontWeight: vars.fontWeight.bold });

export const loader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.tapTarget,
});
