import { style } from '@vanilla-extract/css';
import { media, vars } from '../../tokens';

/** The critical tone of NoticeBox's error, with room for the call button below the words. */
export const box = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderInlineStartWidth: vars.borderWidth.heavy,
  borderColor: vars.color.critical,
  background: vars.color.criticalSurface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr auto', alignItems: 'center', columnGap: vars.space.lg } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.tablet]: { gridColumn: 1 } },
});

export const text = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  '@media': { [media.tablet]: { gridColumn: 1 } },
});

/** Under the words on phones; beside them from tablet up, spanning both lines. */
export const call = style({ '@media': { [media.tablet]: { gridColumn: 2, gridRow: '1 / span 2' } } });

export const icon = style({ width: vars.size.iconMd, height: vars.size.iconMd, flexShrink: 0 });
