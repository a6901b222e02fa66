import { style } from '@vanilla-extract/css';
import { familyVars, media, vars } from '../../tokens';

/** `minWidth: 0` lets the carousel narrow to its column (a grid or flex item otherwise grows to fit every tab). */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  maxWidth: '100%',
  fontFamily: vars.font.body,
});

export const nav = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

/** Tabs scroll sideways on phones instead of wrapping into many rows. */
export const tablist = style({
  display: 'flex',
  flex: '1 1 auto',
  minWidth: 0,
  gap: vars.space.sm,
  overflowX: 'auto',
  padding: vars.space.xs,
  scrollbarWidth: 'none',
  '@media': { [media.desktop]: { justifyContent: 'center', flexWrap: 'wrap' } },
});

export const tab = style({
  flexShrink: 0,
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.md,
  border: `${vars.borderWidth.thick} solid ${familyVars.accent}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: familyVars.accent,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover': { background: familyVars.accentSoft },
    '&[aria-selected="true"]': { background: familyVars.accent, color: familyVars.onAccent },
  },
});

export const arrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.tapTarget,
  height: vars.size.tapTarget,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.fast,
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});

/** Vertical scrolling stays with the browser; horizontal swipes change the category. */
export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, touchAction: 'pan-y' });

export const cards = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const allLink = style({
  alignSelf: 'center',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thick} solid ${familyVars.accent}`,
  color: familyVars.accent,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { background: familyVars.accentSoft } },
});

export const empty = style({ margin: 0, color: vars.color.textMuted, textAlign: 'center' });
