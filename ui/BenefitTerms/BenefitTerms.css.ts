import { style } from '@vanilla-extract/css';
import { familyVars, media, vars } from '../../tokens';

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const block = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderBlockStart: `${vars.borderWidth.heavy} solid ${familyVars.accent}`,
  background: vars.color.surface,
});

export const wide = style({ gridColumn: '1 / -1' });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const text = style({ margin: 0, lineHeight: vars.lineHeight.body, overflowWrap: 'anywhere' });

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xxs,
  lineHeight: vars.lineHeight.body,
});
