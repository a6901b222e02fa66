import { style } from '@vanilla-extract/css';
import { familyVars, vars } from '../../tokens';

export const root = style({ display: 'grid', gap: vars.space.sm, fontFamily: vars.font.body, color: vars.color.text });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const listHeading = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.tapTarget,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: familyVars.accentSoft,
  border: `${vars.borderWidth.thin} solid ${familyVars.accent}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const chipRemove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.tapTarget,
  height: vars.size.tapTargetMin,
  minHeight: vars.size.tapTargetMin,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.transparent,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surface } },
});

export const icon = style({ width: vars.size.iconSm, height: vars.size.iconSm });

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  textAlign: 'start',
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover:not([aria-disabled="true"])': { borderColor: familyVars.accent, background: familyVars.accentSoft },
    // At the limit the options stay focusable (so the refusal can be explained) but look unavailable.
    '&[aria-disabled="true"]': { borderStyle: 'dashed', color: vars.color.textMuted, cursor: 'not-allowed' },
    '[data-invalid] &': { borderColor: vars.color.critical },
  },
});

export const emptyChosen = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The refusal is shown as well as announced, so sighted users learn why nothing happened. */
export const refusal = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.warningSurface,
  border: `${vars.borderWidth.thin} solid ${vars.color.warningBorder}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  selectors: { '&:empty': { display: 'none' } },
});
