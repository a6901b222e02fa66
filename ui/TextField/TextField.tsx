import { forwardRef, useId, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useErrorAfterPress } from '../internal/useErrorAfterPress';
import { EyeIcon, EyeOffIcon } from '../internal/icons/contentIcons';
import { FieldError } from './FieldError';
import {
  control,
  fieldRoot,
  hint as hintClass,
  label as labelClass,
  revealButton,
  revealIcon,
  withReveal,
  controlWithReveal,
} from './field.css';
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
  /**
   * For `type="password"`: a button that shows and hides what was typed, so people can check it instead of
   * retyping it (WCAG 3.3.8). On by default; its state is `aria-pressed` and `data-password-visible`.
   */
  revealable?: boolean;
  /** Accessible name of the show/hide button. */
  revealLabel?: string;
}

/** Only text-like inputs support selection ranges (email and number throw). */
const canSetSelection = (input: HTMLInputElement) => ['text', 'search', 'tel', 'url', 'password'].includes(input.type);

/** A labelled text input with hint, announced error, input filter and maximum length. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    hint,
    error: errorProp,
    inputFilter,
    maxLength,
    onValueChange,
    onChange,
    id,
    className,
    type = 'text',
    revealable = true,
    revealLabel = 'Mostrar contraseña',
    ...rest
  },
  ref,
) {
  const [revealed, setRevealed] = useState(false);
  // A message brought by tapping the next control waits for that tap, so it does not move it away.
  const error = useErrorAfterPress(errorProp);
  const reveals = type === 'password' && revealable;
  const shownType = reveals && revealed ? 'text' : type;
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [rest['aria-describedby'], hint ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const filtered = applyInputRules(input.value, inputFilter, maxLength);
    if (filtered !== input.value) {
      // Keep the caret where the user was typing, minus whatever the filter removed before it.
      const caret = applyInputRules(
        input.value.slice(0, input.selectionStart ?? input.value.length),
        inputFilter,
        maxLength,
      ).length;
      // Rewriting the DOM value keeps uncontrolled inputs filtered too; controlled ones re-render from the parent.
      input.value = filtered;
      if (canSetSelection(input)) input.setSelectionRange(caret, caret);
    }
    onChange?.(event);
    onValueChange?.(filtered);
  };

  return (
    <div
      className={[fieldRoot, className].filter(Boolean).join(' ')}
      data-invalid={error ? true : undefined}
      data-password-visible={reveals ? String(revealed) : undefined}
    >
      <label htmlFor={inputId} className={labelClass}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
      <div className={reveals ? withReveal : undefined}>
        <input
          ref={ref}
          id={inputId}
          type={shownType}
          className={reveals ? `${control} ${controlWithReveal}` : control}
          {...rest}
          data-max-length={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={handleChange}
        />
        {reveals ? (
          <button
            type="button"
            className={revealButton}
            aria-label={revealLabel}
            aria-pressed={revealed}
            aria-controls={inputId}
            disabled={rest.disabled}
            onClick={() => setRevealed((value) => !value)}
          >
            {revealed ? <EyeOffIcon className={revealIcon} /> : <EyeIcon className={revealIcon} />}
          </button>
        ) : null}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
});
