import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { classPrefix, colorSchemeProperty } from './names';

const own = `[class^="${classPrefix}"], [class*=" ${classPrefix}"]`;

/**
 * A component's root (its own element with no own element above it) starts from the library's text settings
 * instead of inheriting the host's: a `body { text-align: center; letter-spacing: … }` from an app template must not
 * centre labels or space out legends. Zero specificity, so each component's own rules still win.
 */
globalStyle(`:where(:is(${own}):not(:is(${own}) *))`, {
  color: vars.color.text,
  colorScheme: `var(${colorSchemeProperty}, light)`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontStyle: 'normal',
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.body,
  letterSpacing: 'normal',
  wordSpacing: 'normal',
  textAlign: 'start',
  textIndent: 0,
  textTransform: 'none',
  textShadow: 'none',
  whiteSpace: 'normal',
});
