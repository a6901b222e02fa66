import { globalStyle, style } from '@vanilla-extract/css';
import { container, vars } from '../../tokens';

/** The fieldset: measured by the group inside, which stacks its two fields when they cannot stand side by side. */
export const frame = style({
  containerType: 'inline-size',
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: vars.size.fieldMin,
});

export const group = style({
  display: 'grid',
  // The type column never gets narrower than its select's longest choice ("DNI" stays whole at 320 px).
  gridTemplateColumns: 'minmax(min-content, 2fr) minmax(0, 5fr)',
  gridTemplateRows: 'auto auto auto',
  alignItems: 'start',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  // Large text on a small phone (rem doubles): the type column, as wide as its label's longest word, would push the
  // number off the screen, so the number goes under the type. At the design's size both stay side by side down to
  // a 320 px phone's form.
  '@container': { [container.narrowerThanSideBySide]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

// Label, control and error rows are shared by both fields, so the two boxes stay level even when one label wraps.
globalStyle(`${group} > *`, { gridRow: 'span 3', display: 'grid', gridTemplateRows: 'subgrid' });

export const groupHint = style({ gridColumn: '1 / -1' });

globalStyle(`${group} > ${groupHint}`, { gridRow: 'auto', display: 'block' });
