import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { familyVars, vars } from '../../tokens';

export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderInlineStart: `${vars.borderWidth.heavy} solid ${familyVars.accent}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  fontFamily: vars.font.body,
  color: vars.color.text,
  selectors: {
    '&[data-status="retirado"], &[data-status="rechazado"]': {
      borderInlineStartColor: vars.color.border,
      background: vars.color.surfaceMuted,
    },
  },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const facts = style({ display: 'grid', gap: vars.space.xxs, margin: 0, fontSize: vars.fontSize.sm });

export const fact = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.medium, fontVariantNumeric: 'tabular-nums' });

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.body,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.xs });

export const status = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    border: `${vars.borderWidth.thin} solid currentColor`,
  },
  variants: {
    tone: {
      active: { color: vars.color.success, background: vars.color.successSurface },
      neutral: { color: vars.color.info, background: vars.color.infoSurface },
      critical: { color: vars.color.critical, background: vars.color.criticalSurface },
      muted: { color: vars.color.textMuted, background: vars.color.surfaceMuted },
    },
  },
});
