import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../tokens';
import { sectionTitle } from './ecosystem.css';

/** "Mi seguro": a policy's facts as label and value, side by side from tablets up. */
export const facts = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'max-content minmax(0, 1fr)',
      columnGap: vars.space.lg,
      rowGap: vars.space.sm,
    },
  },
});

/** On a phone each label starts a new pair, a little apart from the value above it. */
export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: { '&:not(:first-child)': { marginTop: vars.space.sm } },
  '@media': { [media.tablet]: { selectors: { '&:not(:first-child)': { marginTop: 0 } } } },
});

export const value = style({ margin: 0, fontWeight: vars.fontWeight.medium, fontVariantNumeric: 'tabular-nums' });

/** A family's benefits, when the plan has several: its name, then its list. */
export const group = style({ display: 'grid', gap: vars.space.sm });

/** A heading one step below the page's section titles. */
export const groupTitle = style([sectionTitle, { fontSize: vars.fontSize.lg }]);

export const benefitItem = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});
