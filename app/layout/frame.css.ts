import { style } from '@vanilla-extract/css';
import { media, vars } from '../../tokens';

/** Shared layout pieces of the site frame and the public pages. */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: vars.space.sm,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.link,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.raised,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

/**
 * A word longer than the screen is wide (large text on a 320 px phone) breaks rather than pushing the page
 * sideways; `anywhere` also lets grid and flex columns narrow below such a word.
 */
export const frame = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column', overflowWrap: 'anywhere' });

export const content = style({ flex: 1, outline: 'none' });

/** Centred column used by every page. */
export const container = style({
  width: '100%',
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': { [media.tablet]: { paddingInline: vars.space.lg } },
});

export const pageSection = style({
  display: 'grid',
  // One column as wide as the page, never wider: a wide child wraps or scrolls inside it.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
  '@media': { [media.desktop]: { paddingBlock: vars.space.xxl } },
});

export const sectionHeading = style({ fontSize: vars.fontSize.xl, color: vars.color.text });

export const lead = style({ fontSize: vars.fontSize.md, color: vars.color.textMuted, maxWidth: vars.size.contentMax });
