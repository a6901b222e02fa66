import { Slot } from '../internal/Slot';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Spinner } from '../Spinner';
import { button } from './Button.css';

// Variants are spelled out (not derived from the recipe) so the published types need nothing of vanilla-extract.
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * Emphasis: `primary` for the one main action of a view (family accent), `secondary` beside it,
   * `link` for a quiet action inside text, `danger` for what cannot be undone.
   * @default 'primary'
   */
  variant?: 'primary' | 'secondary' | 'link' | 'danger';
  /**
   * `md` (44 px tall) by default; `lg` (48 px) for a form's main action on phones; `sm` only in dense rows.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Stretch to the container's width (a form's main action on phones).
   * @default false
   */
  fullWidth?: boolean;
  /** Render the single child (a router link, an `<a>`) with the button's look instead of a `<button>`. */
  asChild?: boolean;
  /** Busy: shows a spinner, blocks clicks and tells assistive technology. */
  loading?: boolean;
  /** What the spinner announces while loading. */
  loadingLabel?: string;
}

/** The one button of the system: primary, secondary, link and danger emphasis in three sizes. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    asChild = false,
    loading = false,
    loadingLabel = 'Procesando',
    variant = 'primary',
    size = 'md',
    fullWidth = false,
    className,
    disabled,
    children,
    type,
    ...rest
  },
  ref,
) {
  const classes = [button({ variant, size, fullWidth }), className].filter(Boolean).join(' ');
  if (asChild) {
    return (
      <Slot ref={ref} className={classes} {...rest}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" label={loadingLabel} /> : null}
      {children}
    </button>
  );
});
