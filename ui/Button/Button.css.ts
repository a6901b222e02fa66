import { recipe } from '@vanilla-extract/recipes';
import { familyVars, vars } from '../../tokens';

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
        selectors: { '&:hover:not(:disabled)': { background: familyVars.accentHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: familyVars.accent,
        borderColor: familyVars.accent,
        selectors: { '&:hover:not(:disabled)': { background: familyVars.accentSoft } },
      },
      link: {
        background: vars.color.transparent,
        color: vars.color.link,
        textDecoration: 'underline',
        paddingInline: vars.space.xs,
        selectors: { '&:hover:not(:disabled)': { color: vars.color.brandHover } },
      },
      danger: {
        background: vars.color.critical,
        color: vars.color.onCritical,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.criticalHover } },
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
