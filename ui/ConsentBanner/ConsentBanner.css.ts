import { style } from '@vanilla-extract/css';
import { media, vars } from '../../tokens';

/**
 * Sticky to the bottom edge as the page's last element: while open it stays on screen, and at the end of the page it
 * sits below the footer instead of over it, so nothing there (a focused link included) is hidden under it. Above the
 * page and below any dialog.
 */
export const banner = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  borderTop: `${vars.borderWidth.thick} solid ${vars.color.brand}`,
  boxShadow: vars.shadow.raised,
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  padding: `${vars.space.md} ${vars.space.md}`,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'center', gap: vars.space.lg } },
});

export const copy = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 auto',
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.borderWidth.thick,
    },
  },
});

export const text = style({ margin: 0 });

export const link = style({
  display: 'inline',
  padding: 0,
  border: 0,
  background: vars.color.transparent,
  color: vars.color.link,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  minHeight: vars.size.tapTargetMin,
});

/**
 * Both choices look alike and sit side by side: refusing is as easy as accepting. When two do not fit (a 320 px
 * phone with large text) they stack, each the full width, instead of squeezing their words letter by letter.
 */
export const actions = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.actionMin}), 1fr))`,
  // From tablet up the banner is a row and the choices keep to its end, side by side.
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
  gap: vars.space.sm,
  flexShrink: 0,
});
