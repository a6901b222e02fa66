import { style } from '@vanilla-extract/css';
import { familyVars, media, vars } from '../../tokens';
import { menuEntry } from '../internal/controls.css';

/** A panel under the header bar; never shown from desktop up, where the full navigation is visible. */
export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  padding: vars.space.sm,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { [media.desktop]: { display: 'none' } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const item = style([
  menuEntry,
  {
    // Long names wrap inside the entry instead of widening the page.
    paddingBlock: vars.space.xs,
    overflowWrap: 'anywhere',
    selectors: {
      '&:hover': { background: familyVars.accentSoft },
      '&[aria-current="page"]': { fontWeight: vars.fontWeight.bold, color: familyVars.accent },
    },
  },
]);

/** "Iniciar sesión" and "Activa tu cuenta", side by side while they fit, stacked when they do not. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xs,
});

/** Each as wide as its words; they share a row while both fit and take a row each on the narrowest phones. */
export const actionButton = style({ flex: '1 1 auto', paddingInline: vars.space.md, textAlign: 'center' });

export const group = style({
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  paddingTop: vars.space.xs,
});

export const groupLabel = style({
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

/** The person's initials and full name, heading the logged-in menu. */
export const person = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  minWidth: 0,
});

export const personName = style({ margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere', minWidth: 0 });

export const action = style({ fontWeight: vars.fontWeight.medium, color: familyVars.accent });
