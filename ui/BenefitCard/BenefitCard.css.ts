import { style } from '@vanilla-extract/css';
import { familyVars, vars } from '../../tokens';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderTop: `${vars.borderWidth.heavy} solid ${familyVars.accent}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  transitionProperty: 'box-shadow, border-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover, &:focus-within': { boxShadow: vars.shadow.raised, borderColor: familyVars.accent },
  },
});

/** Fixed ratio: the card keeps its size while the image loads. */
export const media = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: familyVars.accentSoft,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: '1 1 auto',
  padding: vars.space.lg,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  flex: '1 1 auto',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.textMuted,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space.xs,
  minHeight: vars.size.tapTarget,
  whiteSpace: 'nowrap',
  color: familyVars.accent,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: vars.borderWidth.thick,
  selectors: { '&:hover': { color: familyVars.accentHover } },
});

export const linkIcon = style({ width: vars.size.iconSm, height: vars.size.iconSm });
