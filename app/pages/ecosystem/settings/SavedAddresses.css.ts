import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens';

/** One saved address: the text, and its button beside it, or under it when the line is long. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlockEnd: vars.space.md,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  selectors: { '&:last-child': { paddingBlockEnd: 0, borderBlockEnd: 0 } },
});

export const address = style({
  display: 'grid',
  gap: vars.space.xxs,
  flexGrow: 1,
  flexBasis: vars.size.fieldMin,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
