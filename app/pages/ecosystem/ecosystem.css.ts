import { style } from '@vanilla-extract/css';
import { familyVars, media, vars } from '../../../tokens';

/**
 * One column as wide as its box: a long word or a wide control wraps or overflows inside its own box instead of
 * widening the column, and with it every section of the page (at 320 px with text at 200 %).
 */
const oneColumn = 'minmax(0, 1fr)';

/** The page column every logged-in page shares. */
export const page = style({
  display: 'grid',
  gridTemplateColumns: oneColumn,
  gap: vars.space.xl,
  width: '100%',
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
  boxSizing: 'border-box',
  '@media': { [media.desktop]: { paddingInline: vars.space.xl, paddingBlock: vars.space.xxl } },
});

export const intro = style({ display: 'grid', gridTemplateColumns: oneColumn, gap: vars.space.sm });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.desktop]: { fontSize: vars.fontSize.xxxl } },
});

export const lead = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.body,
  color: vars.color.textMuted,
});

export const section = style({ display: 'grid', gridTemplateColumns: oneColumn, gap: vars.space.md });

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const familyBand = style({
  display: 'grid',
  gridTemplateColumns: oneColumn,
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: familyVars.accentSoft,
  borderInlineStart: `${vars.borderWidth.heavy} solid ${familyVars.accent}`,
});

export const text = style({ margin: 0, lineHeight: vars.lineHeight.body });

export const muted = style({ margin: 0, lineHeight: vars.lineHeight.body, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** A list of actions (one per item): laid out like `actions`, without bullets or the list's indent. */
export const actionList = style([actions, { listStyle: 'none', margin: 0, padding: 0 }]);

export const panel = style({
  display: 'grid',
  gridTemplateColumns: oneColumn,
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
});

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: vars.size.modalMax });

/** The booking a reminder's link opened: marked with the focus colour, a little apart from its neighbours. */
export const linkedItem = style({
  borderRadius: vars.radius.lg,
  outline: `${vars.borderWidth.thick} solid ${vars.color.focus}`,
  outlineOffset: vars.space.xs,
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: oneColumn,
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const bullets = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
  lineHeight: vars.lineHeight.body,
});

/** Breadcrumb, previous/next and "Ir a …" links: a target of at least 24 px. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.tapTargetMin,
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
});

/** The principal view: illustration and copy side by side from desktop up. */
export const principal = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: familyVars.accentSoft,
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', padding: vars.space.xl } },
});

/** The benefit drawing as a mask over the family accent (the art is drawn in currentColor), at its 4:3 ratio. */
export const principalImage = style({
  width: '100%',
  aspectRatio: '4 / 3',
  background: familyVars.accent,
  maskRepeat: 'no-repeat',
  maskPosition: 'center',
  maskSize: 'contain',
  WebkitMaskRepeat: 'no-repeat',
  WebkitMaskPosition: 'center',
  WebkitMaskSize: 'contain',
});

export const neighbours = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});
