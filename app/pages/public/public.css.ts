import { globalStyle, style } from '@vanilla-extract/css';
import { familyVars, media, vars } from '../../../tokens';

/** The family's presentation banner: title, text and art on the accent's soft tone. */
export const banner = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  marginBlockStart: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: familyVars.accentSoft,
  color: vars.color.text,
  '@media': { [media.tablet]: { gridTemplateColumns: '3fr 2fr', padding: vars.space.xl } },
});

export const bannerCopy = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });

export const eyebrow = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const title = style({ fontSize: vars.fontSize.xxl, color: vars.color.text });

export const text = style({ fontSize: vars.fontSize.lg, color: vars.color.text, maxWidth: vars.size.contentMax });

export const art = style({ width: '100%', height: 'auto', aspectRatio: '4 / 3', color: familyVars.accent });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const welcomeList = style({ display: 'grid', gap: vars.space.xs, paddingInlineStart: vars.space.lg, margin: 0 });

/** The emergency line above the banner, in the first screen of a phone. */
export const emergency = style({ marginBlockStart: vars.space.md });

export const welcomeNote = style({
  marginBlockStart: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

// Each family link is a list entry of its own, not a word in a sentence: a target of at least 24 px.
globalStyle(`${welcomeList} a`, { display: 'inline-flex', alignItems: 'center', minHeight: vars.size.tapTargetMin });

export const prose = style({ display: 'grid', gap: vars.space.md, fontSize: vars.fontSize.md });

/** The lender's legal identity on /nosotros: label over value on phones, side by side from tablet up. */
export const facts = style({
  display: 'grid',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.md,
  overflowWrap: 'anywhere',
  '@media': { [media.tablet]: { gridTemplateColumns: 'max-content 1fr' } },
});

globalStyle(`${facts} dt`, { fontWeight: vars.fontWeight.bold });
globalStyle(`${facts} dd`, { margin: `0 0 ${vars.space.xs}` });

/** A benefit's outward page: the title and lead of its terms. */
export const detailTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});
export const detailText = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  maxWidth: vars.size.contentMax,
});
