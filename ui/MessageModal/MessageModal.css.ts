import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { familyVars, vars } from '../../tokens';

/** The round badge above a message's title; the tone colours it, the icon inside carries the meaning too. */
export const iconBadge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    alignSelf: 'flex-start',
    width: vars.size.iconLg,
    height: vars.size.iconLg,
    borderRadius: vars.radius.pill,
  },
  variants: {
    tone: {
      info: { background: familyVars.accentSoft, color: familyVars.accent },
      success: { background: vars.color.successSurface, color: vars.color.success },
      warning: { background: vars.color.warningSurface, color: vars.color.warning },
      error: { background: vars.color.criticalSurface, color: vars.color.critical },
    },
  },
  defaultVariants: { tone: 'info' },
});

export type IconBadgeVariants = NonNullable<RecipeVariants<typeof iconBadge>>;
