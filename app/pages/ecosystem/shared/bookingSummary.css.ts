import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens';

export const summary = style({ display: 'grid', gap: vars.space.md, margin: 0 });

export const group = style({ display: 'grid', gap: vars.space.xs });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

/** Read aloud character by character: large, bold, never broken across lines. */
export const code = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const place = style({ margin: 0, lineHeight: vars.lineHeight.body, overflowWrap: 'anywhere' });
