import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const region = style({ position: 'relative' });

export const veil = style({
  position: 'absolute',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  background: vars.color.scrim,
  // Catches every pointer event so nothing under it can be clicked while busy.
  pointerEvents: 'auto',
  cursor: 'progress',
  selectors: { '&[data-fullscreen="true"]': { position: 'fixed' } },
});

export const card = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});
