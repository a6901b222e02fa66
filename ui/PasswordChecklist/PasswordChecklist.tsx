import { useEffect, useRef } from 'react';
import { visuallyHidden } from '../../tokens';
import { icon, item, list } from './PasswordChecklist.css';
import { passwordChecks, type PasswordChecks } from './passwordChecks';

type CheckKey = Exclude<keyof PasswordChecks, 'allPass'>;

export interface PasswordChecklistProps {
  /** The password as typed; every item re-checks on each change. */
  value: string;
  /** Called with `true` when all three items pass and `false` when one stops passing (and once on mount). */
  onValidityChange?: (allPass: boolean) => void;
  /** Item texts; the spec's wording by default. */
  labels?: Partial<Record<CheckKey, string>>;
  /** Read after each item by assistive technology. */
  metText?: string;
  unmetText?: string;
  /** Accessible name of the list. */
  listLabel?: string;
  /** Element id, for a password field's `aria-describedby`. */
  id?: string;
}

const defaultLabels: Record<CheckKey, string> = {
  lettersAndDigits: 'Debe incluir letras y números',
  specialCharacter: 'Debe incluir un carácter especial',
  minLength: 'Debe tener mínimo 8 caracteres',
};
const order: CheckKey[] = ['lettersAndDigits', 'specialCharacter', 'minLength'];

/** The password rules as a live checklist: icon, text and a spoken state for each, never colour alone. */
export function PasswordChecklist({
  value,
  onValidityChange,
  labels,
  metText = 'cumplido',
  unmetText = 'pendiente',
  listLabel = 'Requisitos de la contraseña',
  id,
}: PasswordChecklistProps) {
  const checks = passwordChecks(value);
  const callback = useRef(onValidityChange);
  callback.current = onValidityChange;

  useEffect(() => {
    callback.current?.(checks.allPass);
  }, [checks.allPass]);

  return (
    <ul id={id} className={list} aria-label={listLabel} aria-live="polite" data-all-pass={checks.allPass}>
      {order.map((key) => {
        const met = checks[key];
        return (
          <li key={key} className={item} data-check={key} data-met={met}>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className={icon}
              fill="none"
              stroke="currentColor"
              strokeWidth={2.5}
            >
              <circle cx="12" cy="12" r="10" />
              {met ? <path d="M7.5 12.5l3 3 6-6.5" strokeLinecap="round" strokeLinejoin="round" /> : null}
            </svg>
            <span>
              {labels?.[key] ?? defaultLabels[key]}
              <span className={visuallyHidden}>: {met ? metText : unmetText}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
