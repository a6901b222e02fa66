import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Spinner } from '../Spinner';
import { button } from './Button.css';

// Variants are spelled out (not derived from the recipe) so the published types need nothing of vanilla-extract.
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Emphasis: one primary action per view; danger for what cannot be undone. */
  variant?: 'primary' | 'secondary' | 'link' | 'danger';
  size?: 'sm' | 'md' | 'lg';
  /** Take the whole width of the container. */
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
  { asChild = false, loading = false, loadingLabel = 'Procesando', variant, size, fullWidth, className, disabled, children, type, ...rest },
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
