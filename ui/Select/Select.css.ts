import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const wrap = style({ position: 'relative', display: 'block' });

/** Room on the right for the chevron only, so short values ("DNI") still fit a narrow column. */
export const select = style({
  appearance: 'none',
  paddingInlineStart: vars.space.sm,
  paddingInlineEnd: `calc(${vars.size.iconSm} + ${vars.space.sm} + ${vars.space.xs})`,
  cursor: 'pointer',
  textOverflow: 'ellipsis',
});

/** Our own chevron, since `appearance: none` removes the native one. */
export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  top: '50%',
  transform: 'translateY(-50%)',
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  pointerEvents: 'none',
  color: vars.color.text,
});

/** `fitChoices`: a width in percent gives a select no minimum of its own, so its longest choice sets one. */
export const fitsChoices = style({ minWidth: 'max-content' });
