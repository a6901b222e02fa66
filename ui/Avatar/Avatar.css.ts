import { recipe } from '@vanilla-extract/recipes';
import { familyVars, vars } from '../../tokens';

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.pill,
    background: familyVars.accent,
    color: familyVars.onAccent,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
    userSelect: 'none',
  },
  variants: {
    size: {
      md: { width: vars.size.avatar, height: vars.size.avatar, fontSize: vars.fontSize.sm },
      lg: { width: vars.size.iconLg, height: vars.size.iconLg, fontSize: vars.fontSize.md },
    },
  },
  defaultVariants: { size: 'md' },
});
