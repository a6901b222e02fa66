import { style } from '@vanilla-extract/css';
import { familyVars, media, vars } from '../../tokens';

export const banner = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: familyVars.accent,
  color: familyVars.onAccent,
  fontFamily: vars.font.body,
  textAlign: 'center',
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      justifyItems: 'start',
      alignItems: 'center',
      textAlign: 'start',
    },
  },
});

export const copy = style({ display: 'grid', gap: vars.space.xs });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const text = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.body });
