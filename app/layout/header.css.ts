import { style } from '@vanilla-extract/css';
import { media, vars } from '../../tokens';

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.size.field,
  paddingBlock: vars.space.sm,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.tapTarget,
  color: vars.color.brand,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  textDecoration: 'none',
});

export const logoMark = style({ width: vars.size.iconLg, height: vars.size.iconLg, flex: 'none' });

export const logoTick = style({ stroke: vars.color.onBrand });

export const desktopNav = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'flex', alignItems: 'center', gap: vars.space.sm } },
});

export const navList = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });

export const dropdownRoot = style({ position: 'relative' });

export const dropdownButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.sm,
  border: 'none',
  background: vars.color.transparent,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const chevron = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.fast,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const dropdownPanel = style({
  position: 'absolute',
  insetBlockStart: '100%',
  insetInlineEnd: 0,
  zIndex: vars.zIndex.dropdown,
  minWidth: 'max-content',
  marginBlockStart: vars.space.xs,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
});

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: vars.color.transparent,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const menuName = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const avatar = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.size.avatar,
  height: vars.size.avatar,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});

export const mobileOnly = style({ '@media': { [media.desktop]: { display: 'none' } } });

export const mobilePanel = style({
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  paddingBlock: vars.space.sm,
  '@media': { [media.desktop]: { display: 'none' } },
});

export const mobileList = style({ display: 'grid', gap: vars.space.xxs, listStyle: 'none', margin: 0, padding: 0 });
