import { globalStyle, style } from '@vanilla-extract/css';
import { familyVars, media, vars } from '../../tokens';

export const hero = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  background: familyVars.accentSoft,
  fontFamily: vars.font.body,
  color: vars.color.text,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      paddingBlock: vars.space.xxxl,
      paddingInline: vars.space.xxl,
    },
  },
});

export const copy = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.desktop]: { fontSize: vars.fontSize.xxxl } },
});

export const text = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.body });

export const form = style({
  marginTop: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

/** The illustration keeps its box while the image loads, so nothing shifts. */
export const illustration = style({ width: '100%', overflow: 'hidden', borderRadius: vars.radius.lg });

globalStyle(`${illustration} > img, ${illustration} > svg`, {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
