import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens';

export const notice = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    borderStyle: 'solid',
    borderWidth: vars.borderWidth.thin,
    borderInlineStartWidth: vars.borderWidth.heavy,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.body,
    color: vars.color.text,
  },
  variants: {
    tone: {
      info: { background: vars.color.brandSoft, borderColor: vars.color.brand },
      success: { background: vars.color.successSurface, borderColor: vars.color.success },
      warning: { background: vars.color.warningSurface, borderColor: vars.color.warningBorder },
      error: { background: vars.color.criticalSurface, borderColor: vars.color.critical },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const iconTone = recipe({
  base: { flexShrink: 0, width: vars.size.iconMd, height: vars.size.iconMd },
  variants: {
    tone: {
      info: { color: vars.color.brand },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      error: { color: vars.color.critical },
    },
  },
});

export const body = style({
  display: 'grid',
  gap: vars.space.xxs,
  minWidth: vars.size.fieldMin,
});

/** Links passed as children ("Inicia sesión") read as links on every tone. */
globalStyle(`${body} a`, { color: vars.color.link, fontWeight: vars.fontWeight.medium });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export type NoticeVariants = NonNullable<RecipeVariants<typeof notice>>;
