import { visuallyHidden } from '../../tokens';
import { spinner, wrapper } from './Spinner.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** What is loading, read by assistive technology. */
  label?: string;
  /** Show the label beside the spinner instead of only to screen readers. */
  showLabel?: boolean;
}

/** An indeterminate progress indicator, announced politely. */
export function Spinner({ label = 'Cargando', showLabel = false, size }: SpinnerProps) {
  return (
    <span role="status" aria-live="polite" className={wrapper}>
      <span aria-hidden="true" className={spinner({ size })} />
      <span className={showLabel ? undefined : visuallyHidden}>{label}</span>
    </span>
  );
}
