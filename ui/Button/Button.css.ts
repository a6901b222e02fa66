import { recipe } from '@vanilla-extract/recipes';
import { familyVars, vars } from '../../tokens';

/**
 * Hover colours only where a pointer really hovers: on a touch screen the state sticks to the button last tapped,
 * which then looks pressed (or, reversed on an accent, loses its text) until the next tap elsewhere.
 */
const hover = (style: { background?: string; color?: string }) => ({
  '@media': { '(hover: hover)': { selectors: { '&:hover:not(:disabled)': style } } },
});

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: `${vars.borderWidth.thick} solid ${vars.color.transparent}`,
    borderRadius: vars.radius.pill,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    // A label that wraps stays centred in a link rendered as a button too (a <button> centres on its own).
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.motion.fast,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-loading="true"]': { cursor: 'progress', opacity: 1 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: familyVars.accent,
        color: familyVars.onAccent,
        ...hover({ background: familyVars.accentHover }),
      },
      secondary: {
        background: vars.color.surface,
        color: familyVars.accent,
        borderColor: familyVars.accent,
        ...hover({ background: familyVars.accentSoft }),
      },
      link: {
        background: vars.color.transparent,
        color: vars.color.link,
        textDecoration: 'underline',
        paddingInline: vars.space.xs,
        ...hover({ color: vars.color.brandHover }),
      },
      danger: {
        background: vars.color.critical,
        color: vars.color.onCritical,
        ...hover({ background: vars.color.criticalHover }),
      },
    },
    size: {
      sm: {
        minHeight: vars.size.tapTargetMin,
        paddingBlock: vars.space.xs,
        paddingInline: vars.space.md,
        fontSize: vars.fontSize.sm,
      },
      md: {
        minHeight: vars.size.tapTarget,
        paddingBlock: vars.space.sm,
        paddingInline: vars.space.lg,
        fontSize: vars.fontSize.md,
      },
      lg: {
        minHeight: vars.size.field,
        paddingBlock: vars.space.sm,
        paddingInline: vars.space.xl,
        fontSize: vars.fontSize.lg,
      },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  compoundVariants: [{ variants: { variant: 'link', size: 'md' }, style: { paddingInline: vars.space.xs } }],
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});
