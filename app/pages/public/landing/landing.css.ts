import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../../tokens';

export const quickForm = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr auto' } },
});

/** Reserves the FAQ's height until its code arrives, so nothing below it jumps. */
export const faqSlot = style({ minHeight: `calc(${vars.size.field} * 6)` });

export const faqMore = style({ display: 'flex', justifyContent: 'center', marginBlockStart: vars.space.lg });
