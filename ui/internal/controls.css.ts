import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

/** A round, icon-only close button in the top corner of a dialog or popup. */
export const cornerCloseButton = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.tapTarget,
  height: vars.size.tapTarget,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.transparent,
  color: vars.color.textMuted,
  cursor: 'pointer',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.fast,
  selectors: { '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text } },
});

/** A full-width entry of a navigation list (header menus, mobile menu); each list adds its own states. */
export const menuEntry = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.md,
  border: 0,
  borderRadius: vars.radius.sm,
  background: vars.color.transparent,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
});
