import { style } from '@vanilla-extract/css';
import { familyVars, vars } from '../../tokens';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

/** Each channel is a whole-row link with a 44 px target. */
export const channel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.tapTarget,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.fast,
  selectors: { '&:hover': { background: familyVars.accentSoft, borderColor: familyVars.accent } },
});

export const channelIcon = style({ color: familyVars.accent, flexShrink: 0 });
export const channelLabel = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const channelValue = style({
  display: 'block',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.link,
  textDecoration: 'underline',
});
