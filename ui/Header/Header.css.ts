import { style } from '@vanilla-extract/css';
import { familyVars, media, vars } from '../../tokens';
import { menuEntry } from '../internal/controls.css';

export const header = style({
  position: 'relative',
  background: vars.color.surface,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  minHeight: vars.size.field,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
  color: vars.color.brand,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
});

/** Full navigation from desktop up; phones get the hamburger instead. */
export const desktopNav = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [media.desktop]: { display: 'flex' } },
});

export const hamburger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.tapTarget,
  height: vars.size.tapTarget,
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.transparent,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
  '@media': { [media.desktop]: { display: 'none' } },
});

export const menuRoot = style({ position: 'relative' });

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.transparent,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: { '&:hover, &[aria-expanded="true"]': { background: vars.color.surfaceSunken } },
});

export const chevron = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.fast,
  // On a layer of its own whether turned or not: otherwise it is drawn one way before its first turn and another
  // after, a few anti-aliased pixels apart, and the same state does not always look the same.
  willChange: 'transform',
  selectors: { [`${menuButton}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const menuPanel = style({
  position: 'absolute',
  top: '100%',
  right: 0,
  zIndex: vars.zIndex.dropdown,
  minWidth: `calc(${vars.size.modalMax} / 2)`,
  marginTop: vars.space.xs,
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const menuList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const menuHeader = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  marginBottom: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
});

export const menuItem = style([
  menuEntry,
  { whiteSpace: 'nowrap', selectors: { '&:hover, &:focus-visible': { background: familyVars.accentSoft } } },
]);

export const firstName = style({
  maxWidth: `calc(${vars.size.modalMax} / 3)`,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
