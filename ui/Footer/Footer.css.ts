import { style } from '@vanilla-extract/css';
import { laidOutWhenNear, media, vars } from '../../tokens';

/** Below the first screen on every page, so its layout waits until it comes near (`laidOutWhenNear`). */
export const footer = style([
  laidOutWhenNear,
  {
    background: vars.color.brand,
    color: vars.color.onBrand,
    // The blue focus ring is lost on the brand band (about 1.9:1): inside the footer it is drawn in the text colour.
    vars: { [vars.color.focus]: vars.color.onBrand },
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.body,
  },
]);

export const inner = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, alignItems: 'flex-start' });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
});

/** Footer links and triggers look alike: underlined text on the brand band, 44 px high. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.tapTarget,
  padding: 0,
  border: 0,
  background: vars.color.transparent,
  color: vars.color.onBrand,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
  textDecoration: 'underline',
  textUnderlineOffset: vars.borderWidth.thick,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: { '&:hover': { textDecorationThickness: vars.borderWidth.thick } },
});

export const icon = style({ width: vars.size.iconSm, height: vars.size.iconSm, flexShrink: 0 });

export const bottom = style({
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  padding: `${vars.space.md}`,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.brandHover}`,
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

/** The company's legal identity: small print, one fact a line on phones, flowing on wide screens. */
export const company = style({
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  padding: `0 ${vars.space.md} ${vars.space.md}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontStyle: 'normal',
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
  '@media': { [media.tablet]: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.md } },
});

export const version = style({ fontVariantNumeric: 'tabular-nums' });
