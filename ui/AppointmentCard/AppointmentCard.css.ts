import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { familyVars, vars } from '../../tokens';

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderInlineStart: `${vars.borderWidth.heavy} solid ${familyVars.accent}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  fontFamily: vars.font.body,
  color: vars.color.text,
  selectors: {
    '&[data-status="cancelada"]': { borderInlineStartColor: vars.color.border, background: vars.color.surfaceMuted },
  },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const when = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
});

/** The place reads like the date, in proportional figures: an address is words more than numbers. */
export const where = style([when, { fontVariantNumeric: 'normal', overflowWrap: 'anywhere' }]);

export const whenIcon = style({
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  marginTop: vars.space.xxs,
  color: familyVars.accent,
});

export const code = style({ margin: 0, fontSize: vars.fontSize.sm });

/** Read aloud character by character: bold, tabular, never broken across lines. */
export const codeValue = style({
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const detail = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Where the join link would be while the room is closed: a calm note, not an error. */
export const joinNotice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  marginTop: vars.space.xs,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.infoSurface,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
});

export const joinNoticeIcon = style({
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  marginTop: vars.space.xxs,
  color: vars.color.info,
});

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
    },
  },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.sm });
