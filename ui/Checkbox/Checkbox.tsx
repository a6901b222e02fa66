import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useErrorAfterPress } from '../internal/useErrorAfterPress';
import { FieldError } from '../TextField/FieldError';
import { hint as hintClass } from '../TextField/field.css';
import { errorIndent, input, label as labelClass, root, row } from './Checkbox.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /** The label; may contain links ("Acepto los <a>términos y condiciones</a>"), which open without toggling the box. */
  label: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  /** Error message, e.g. "Debe aceptar los términos y condiciones"; marks the box invalid and is announced. */
  error?: ReactNode;
  /** Called with the new checked state. */
  onCheckedChange?: (checked: boolean) => void;
  /** Extra class for the wrapper. */
  className?: string;
}

/** A native checkbox with a rich label (links allowed) and an announced error. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, hint, error: errorProp, onCheckedChange, onChange, id, className, disabled, ...rest },
  ref,
) {
  const autoId = useId();
  // A message brought by tapping the next control waits for that tap, so it does not move it away.
  const error = useErrorAfterPress(errorProp);
  const inputId = id ?? `${autoId}-checkbox`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={[root, className].filter(Boolean).join(' ')} data-invalid={error ? true : undefined}>
      <div className={row} data-disabled={disabled || undefined}>
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          className={input}
          disabled={disabled}
          {...rest}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            onChange?.(event);
            onCheckedChange?.(event.target.checked);
          }}
        />
        {/* Per HTML, activating a link inside a label does not activate the labelled control. */}
        <label htmlFor={inputId} className={labelClass}>
          {label}
        </label>
      </div>
      {hint ? (
        <p id={hintId} className={`${hintClass} ${errorIndent}`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <div className={errorIndent}>
          <FieldError id={errorId}>{error}</FieldError>
        </div>
      ) : null}
    </div>
  );
});
