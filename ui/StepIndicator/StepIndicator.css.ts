import { style } from '@vanilla-extract/css';
import { familyVars, vars } from '../../tokens';

/** Steps share a row while they fit; on a narrow phone a step moves to the next row and long labels wrap. */
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  overflowWrap: 'anywhere',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[data-state="current"]': { color: vars.color.text },
    '&[data-state="complete"]': { color: vars.color.text },
    // A short rule between steps.
    '&:not(:last-child)::after': {
      content: '""',
      display: 'block',
      flexShrink: 0,
      width: vars.space.xl,
      height: vars.borderWidth.thick,
      background: vars.color.border,
    },
  },
});

export const marker = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${step}[data-state="current"] &`]: {
      background: familyVars.accent,
      borderColor: familyVars.accent,
      color: familyVars.onAccent,
    },
    [`${step}[data-state="complete"] &`]: {
      background: familyVars.accentSoft,
      borderColor: familyVars.accent,
      color: familyVars.accent,
    },
  },
});

export const markerIcon = style({ width: vars.size.iconSm, height: vars.size.iconSm });
