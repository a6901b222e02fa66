import { globalStyle, style } from '@vanilla-extract/css';
import { familyVars, vars } from '../../../../tokens';

export const group = style({ display: 'grid', gap: vars.space.xs, border: 0, margin: 0, padding: 0 });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: familyVars.accent, background: familyVars.accentSoft } },
});

globalStyle(`${option} input`, { width: vars.size.iconSm, height: vars.size.iconSm, accentColor: familyVars.accent });
