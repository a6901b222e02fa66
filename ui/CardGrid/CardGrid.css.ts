import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '../../tokens';

const cols = (n: number) => ({ gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))` });

/** Mobile first 1 → 2 → 3 → 4 columns; `columns` caps how far it goes. */
export const grid = recipe({
  base: {
    display: 'grid',
    gap: vars.space.lg,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    ...cols(1),
  },
  variants: {
    columns: {
      1: {},
      2: { '@media': { [media.tablet]: cols(2) } },
      3: { '@media': { [media.tablet]: cols(2), [media.desktop]: cols(3) } },
      4: { '@media': { [media.tablet]: cols(2), [media.desktop]: cols(3), [media.wide]: cols(4) } },
    },
  },
  defaultVariants: { columns: 4 },
});

export const cell = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export type CardGridVariants = NonNullable<RecipeVariants<typeof grid>>;
