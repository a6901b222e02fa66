import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { familyVars, vars } from '../../tokens';

const open = keyframes({
  from: { height: 0, opacity: 0 },
  to: { height: 'var(--radix-accordion-content-height)', opacity: 1 },
});
const close = keyframes({
  from: { height: 'var(--radix-accordion-content-height)', opacity: 1 },
  to: { height: 0, opacity: 0 },
});

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const item = style({
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
  selectors: { '&[data-state="open"]': { borderColor: familyVars.accent } },
});

export const header = style({ margin: 0 });

export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.size.tapTarget,
  padding: `${vars.space.md} ${vars.space.md}`,
  border: 0,
  background: vars.color.transparent,
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'left',
  cursor: 'pointer',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    // The item clips its corners, so the focus ring is drawn inside the button.
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
    '&[data-state="open"]': { color: familyVars.accent },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: familyVars.accent,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.base,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const content = style({
  overflow: 'hidden',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  selectors: {
    '&[data-state="open"]': { animation: `${open} ${vars.motion.base} ease-out` },
    '&[data-state="closed"]': { animation: `${close} ${vars.motion.base} ease-out` },
  },
});

export const contentInner = style({ padding: `0 ${vars.space.md} ${vars.space.md}` });

globalStyle(`${contentInner} > :first-child`, { marginTop: 0 });
globalStyle(`${contentInner} > :last-child`, { marginBottom: 0 });
