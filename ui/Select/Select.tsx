import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useErrorAfterPress } from '../internal/useErrorAfterPress';
import { FieldError } from '../TextField/FieldError';
import { control, fieldRoot, hint as hintClass, label as labelClass } from '../TextField/field.css';
import { chevron, fitsChoices, select, wrap } from './Select.css';

export interface SelectOption {
  /** Submitted value. */
  value: string;
  /** Visible text. */
  label: string;
  /** Shown but not choosable. */
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'multiple'> {
  /** Visible label, tied to the select. */
  label: ReactNode;
  /** The choices; `children` may be used instead for custom `<option>`s. */
  options?: readonly SelectOption[];
  /** First, empty choice (e.g. "Seleccionar tipo de documento"); not choosable once something is chosen. */
  placeholder?: string;
  /** Help text under the label. */
  hint?: ReactNode;
  /** Error message under the field; marks it invalid and is announced. */
  error?: ReactNode;
  /** Called with the chosen value. */
  onValueChange?: (value: string) => void;
  /**
   * Never narrower than its longest choice, whatever its column gives it: for a short list in a narrow column, such
   * as the document type beside its number. Without it the select takes its column's width.
   */
  fitChoices?: boolean;
  /** Extra class for the wrapper. */
  className?: string;
}

/** A native `<select>` with the system's look, label, hint and error. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    options,
    placeholder,
    hint,
    error: errorProp,
    onValueChange,
    onChange,
    id,
    fitChoices = false,
    className,
    children,
    ...rest
  },
  ref,
) {
  const autoId = useId();
  // A message brought by tapping the next control waits for that tap, so it does not move it away.
  const error = useErrorAfterPress(errorProp);
  const selectId = id ?? `${autoId}-select`;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  // A browser skips a disabled first option and selects the next one, so uncontrolled use with a placeholder
  // would submit a choice nobody made: start on the placeholder instead.
  const startOnPlaceholder = placeholder !== undefined && rest.value === undefined && rest.defaultValue === undefined;

  return (
    <div className={[fieldRoot, className].filter(Boolean).join(' ')} data-invalid={error ? true : undefined}>
      <label htmlFor={selectId} className={labelClass}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
      <span className={wrap}>
        <select
          ref={ref}
          id={selectId}
          className={[control, select, fitChoices ? fitsChoices : null].filter(Boolean).join(' ')}
          {...(startOnPlaceholder ? { defaultValue: '' } : null)}
          {...rest}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            onChange?.(event);
            onValueChange?.(event.target.value);
          }}
        >
          {placeholder !== undefined ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={chevron}
          fill="none"
          stroke="currentColor"
          strokeWidth={2.5}
        >
          <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
});
