import { style } from '@vanilla-extract/css';
import { familyVars, media, vars } from '../../tokens';
import { menuEntry } from '../internal/controls.css';

/** A panel under the header bar; never shown from desktop up, where the full navigation is visible. */
export const menu = style({
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
    selectors: {
      '&:hover': { background: familyVars.accentSoft },
      '&[aria-current="page"]': { fontWeight: vars.fontWeight.bold, color: familyVars.accent },
    },
  },
]);

export const separated = style({ borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`, marginTop: vars.space.xs, paddingTop: vars.space.xs });

export const action = style({ fontWeight: vars.fontWeight.medium, color: familyVars.accent });
