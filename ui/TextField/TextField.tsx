import { forwardRef, useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError } from './FieldError';
import { control, fieldRoot, hint as hintClass, label as labelClass } from './field.css';
import { applyInputRules, type InputFilter } from './inputFilters';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'maxLength'> {
  /** Visible label, tied to the input. */
  label: ReactNode;
  /** Help text under the label, read with the field. */
  hint?: ReactNode;
  /** Error message shown under the field; marks it invalid and is announced when it appears. */
  error?: ReactNode;
  /** Rule applied to typed and pasted text: `'digits'`, `'letters'` or your own function. */
  inputFilter?: InputFilter;
  /** Longest value accepted; applied after the filter, so pasted formatted numbers keep their digits. */
  maxLength?: number;
  /** Called with the filtered value on every change. */
  onValueChange?: (value: string) => void;
  /** Extra class for the wrapper. */
  className?: string;
}

/** Only text-like inputs support selection ranges (email and number throw). */
const canSetSelection = (input: HTMLInputElement) => ['text', 'search', 'tel', 'url', 'password'].includes(input.type);

/** A labelled text input with hint, announced error, input filter and maximum length. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, inputFilter, maxLength, onValueChange, onChange, id, className, type = 'text', ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [rest['aria-describedby'], hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const filtered = applyInputRules(input.value, inputFilter, maxLength);
    if (filtered !== input.value) {
      // Keep the caret where the user was typing, minus whatever the filter removed before it.
      const caret = applyInputRules(input.value.slice(0, input.selectionStart ?? input.value.length), inputFilter, maxLength).length;
      // Rewriting the DOM value keeps uncontrolled inputs filtered too; controlled ones re-render from the parent.
      input.value = filtered;
      if (canSetSelection(input)) input.setSelectionRange(caret, caret);
    }
    onChange?.(event);
    onValueChange?.(filtered);
  };

  return (
    <div className={[fieldRoot, className].filter(Boolean).join(' ')} data-invalid={error ? true : undefined}>
      <label htmlFor={inputId} className={labelClass}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
      <input
        ref={ref}
        id={inputId}
        type={type}
        className={control}
        {...rest}
        data-max-length={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={handleChange}
      />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
});
