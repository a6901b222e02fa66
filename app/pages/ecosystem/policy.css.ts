import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../tokens';

/** "Mi seguro": a policy's facts as label and value, side by side from tablets up. */
export const facts = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: vars.space.lg, rowGap: vars.space.sm } },
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '& + dt': { marginTop: vars.space.sm } },
  '@media': { [media.tablet]: { selectors: { '& + dt': { marginTop: 0 } } } },
});

export const benefitItem = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});
