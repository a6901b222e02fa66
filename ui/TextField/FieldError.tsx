import type { ReactNode } from 'react';
import { error, errorIcon } from './field.css';

export interface FieldErrorProps {
  /** Element id, referenced by the control's `aria-describedby`. */
  id: string;
  children: ReactNode;
}

/** The error line under a control: icon plus text (never colour alone), announced when it appears. */
export function FieldError({ id, children }: FieldErrorProps) {
  return (
    <p id={id} role="alert" className={error}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={errorIcon}
        fill="none"
        stroke="currentColor"
        strokeWidth={2.5}
      >
        <circle cx="12" cy="12" r="10" />
        <path d="M12 7v6M12 16.5v.5" strokeLinecap="round" />
      </svg>
      <span>{children}</span>
    </p>
  );
}
