import { style } from '@vanilla-extract/css';
import { familyVars, media, vars } from '../../tokens';

export const section = style({
  display: 'grid',
  gap: vars.space.lg,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  '@media': { [media.desktop]: { fontSize: vars.fontSize.xxl } },
});

export const list = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'paso',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const step = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  textAlign: 'center',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
});

export const number = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  borderRadius: vars.radius.pill,
  background: familyVars.accent,
  color: familyVars.onAccent,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const icon = style({ width: vars.size.iconLg, height: vars.size.iconLg, color: familyVars.accent });

export const stepTitle = style({ margin: 0, fontWeight: vars.fontWeight.medium });
export const stepText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
