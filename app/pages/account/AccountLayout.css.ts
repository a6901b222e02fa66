import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../tokens';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  maxInlineSize: vars.size.contentMax,
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      alignItems: 'start',
      paddingBlock: vars.space.xxl,
    },
  },
});

export const panel = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.md });

export const form = style({ display: 'grid', gap: vars.space.md });

/** Where the activation code went. */
export const sentTo = style({ margin: 0, color: vars.color.text, fontSize: vars.fontSize.md });

/** A masked phone or e-mail stays on one line ("•••• ••• 320" split in two reads as two numbers), bold to find it. */
export const destination = style({ whiteSpace: 'nowrap', fontWeight: vars.fontWeight.medium });

/** The wait before another code may be asked for. */
export const resendWait = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const actions = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'stretch' });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** Links that stand alone on their line: a target of at least 24 px, like every control. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.tapTargetMin,
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
});

/** A link inside running text (a box's label): the text's size, underlined so it reads as a link without colour. */
export const inlineLink = style({
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
});

/** The image panel: the family drawing as a mask over the brand colour, on a soft brand ground; hidden on phones. */
export const art = style({
  display: 'none',
  '@media': {
    [media.desktop]: {
      display: 'grid',
      placeItems: 'center',
      aspectRatio: '1',
      padding: vars.space.xl,
      borderRadius: vars.radius.lg,
      background: vars.color.brandSoft,
    },
  },
});

export const artDrawing = style({
  inlineSize: '100%',
  aspectRatio: '4 / 3',
  background: vars.color.brand,
  maskRepeat: 'no-repeat',
  maskPosition: 'center',
  maskSize: 'contain',
});
