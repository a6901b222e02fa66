import { style } from '@vanilla-extract/css';
import { media, vars } from '../../tokens';

/**
 * The words and the call button below them (beside them from tablet up), inside NoticeBox's error box. A box of its
 * own, not NoticeBox's restyled: which of two stylesheets wins depends on the order they reach the page, and that
 * order changes with how the build splits the app's chunks.
 */
export const layout = style({
  display: 'grid',
  // As wide as the box (it fills NoticeBox's flex row), never as wide as the number: at 320 px with large text the
  // words and the button wrap inside it instead of pushing the page sideways.
  flex: '1 1 auto',
  minWidth: 0,
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', columnGap: vars.space.lg },
  },
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

/**
 * One part of the number between its spaces, kept whole: the line breaks between "(01)" and "700-5000", and inside a
 * part only when the part alone is wider than the button (very large text on a narrow phone), never sideways.
 */
export const numberPart = style({ display: 'inline-block', maxWidth: '100%' });
