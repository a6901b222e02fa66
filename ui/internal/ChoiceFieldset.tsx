import type { ReactNode } from 'react';
import { FieldError } from '../TextField/FieldError';
import { hint as hintClass } from '../TextField/field.css';
import { legend as legendClass, root } from './choiceFieldset.css';

export interface ChoiceFieldsetProps {
  /** The group's `useId()`: the hint's and the error's ids start with it. */
  idPrefix: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string | undefined;
  children: ReactNode;
}

/**
 * The fieldset of a single choice (RadioGroup, PlaceChoice): named by its legend, described by its hint and its
 * error, marked invalid with the error, which is announced.
 */
export function ChoiceFieldset({ idPrefix, legend, hint, error, className, children }: ChoiceFieldsetProps) {
  const hintId = `${idPrefix}-hint`;
  const errorId = `${idPrefix}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <fieldset
      className={[root, className].filter(Boolean).join(' ')}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      data-invalid={error ? true : undefined}
    >
      <legend className={legendClass}>{legend}</legend>
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
