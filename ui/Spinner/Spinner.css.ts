import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.pill,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: vars.color.transparent,
    animationName: spin,
    animationDuration: vars.motion.spin,
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
  },
  variants: {
    size: {
      sm: { width: vars.size.iconSm, height: vars.size.iconSm, borderWidth: vars.borderWidth.thick },
      md: { width: vars.size.iconMd, height: vars.size.iconMd, borderWidth: vars.borderWidth.thick },
      lg: { width: vars.size.iconLg, height: vars.size.iconLg, borderWidth: vars.borderWidth.heavy },
    },
  },
  defaultVariants: { size: 'md' },
});

export const wrapper = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
