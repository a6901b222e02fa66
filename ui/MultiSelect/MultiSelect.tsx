import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useErrorAfterPress } from '../internal/useErrorAfterPress';
import { visuallyHidden } from '../../tokens';
import { FieldError } from '../TextField/FieldError';
import { hint as hintClass, label as labelClass } from '../TextField/field.css';
import { chip, chipRemove, emptyChosen, icon, list, listHeading, option, refusal, root } from './MultiSelect.css';

export interface MultiSelectOption {
  /** Value sent on submit. */
  value: string;
  /** Visible text. */
  label: string;
}

export interface MultiSelectProps {
  /** Visible label of the whole group. */
  label: ReactNode;
  /** Every choosable item, in display order. */
  options: readonly MultiSelectOption[];
  /** Chosen values (controlled). */
  value?: readonly string[];
  /** Starting choice when uncontrolled. */
  defaultValue?: readonly string[];
  /** Called with the new list of chosen values. */
  onChange?: (value: string[]) => void;
  /** Most items that can be chosen (the portal allows 2). */
  max?: number;
  /** Help text under the label; by default says how many may be chosen. */
  hint?: ReactNode;
  /** Error under the group; marks it invalid and is announced. */
  error?: ReactNode;
  /** What is said when a choice over the limit is refused. */
  maxReachedMessage?: (max: number) => string;
  /** Said when an item is added. */
  addedMessage?: (label: string) => string;
  /** Said when an item is removed. */
  removedMessage?: (label: string) => string;
  /** Accessible name of an option's add button. */
  addLabel?: (label: string) => string;
  /** Accessible name of a chip's remove button. */
  removeLabel?: (label: string) => string;
  /** Heading over the chips. */
  chosenHeading?: string;
  /** Heading over the options. */
  optionsHeading?: string;
  /** Shown where the chips go while nothing is chosen. */
  noneChosenText?: string;
  disabled?: boolean;
  /** Extra class for the wrapper. */
  className?: string;
}

type PendingFocus = { list: 'options' | 'chips'; index: number } | null;

/** Choose up to `max` items: chosen ones leave the options and show as removable chips; over the limit is refused and explained. */
export function MultiSelect({
  label,
  options,
  value,
  defaultValue = [],
  onChange,
  max = 2,
  hint,
  error: errorProp,
  maxReachedMessage = (n) => `Puedes elegir como máximo ${n} seguros.`,
  addedMessage = (name) => `${name}: agregado.`,
  removedMessage = (name) => `${name}: quitado.`,
  addLabel = (name) => `Agregar ${name}`,
  removeLabel = (name) => `Quitar ${name}`,
  chosenHeading = 'Elegidos',
  optionsHeading = 'Opciones',
  noneChosenText = 'Aún no has elegido ninguno.',
  disabled = false,
  className,
}: MultiSelectProps) {
  const id = useId();
  // A message brought by tapping the next control waits for that tap, so it does not move it away.
  const error = useErrorAfterPress(errorProp);
  const [own, setOwn] = useState<readonly string[]>(defaultValue);
  const chosen = value ?? own;
  const [announcement, setAnnouncement] = useState('');
  const [refused, setRefused] = useState('');
  const [pendingFocus, setPendingFocus] = useState<PendingFocus>(null);
  const optionsRef = useRef<HTMLUListElement>(null);
  const chipsRef = useRef<HTMLUListElement>(null);

  const chosenOptions = chosen
    .map((v) => options.find((o) => o.value === v))
    .filter((o): o is MultiSelectOption => Boolean(o));
  const available = options.filter((o) => !chosen.includes(o.value));
  const atMax = chosen.length >= max;

  // The button that had focus disappears on add and remove: move focus to its nearest neighbour.
  useEffect(() => {
    if (!pendingFocus) return;
    const preferred = pendingFocus.list === 'options' ? optionsRef.current : chipsRef.current;
    const fallback = pendingFocus.list === 'options' ? chipsRef.current : optionsRef.current;
    const pick = (ul: HTMLUListElement | null) => {
      const buttons = ul ? Array.from(ul.querySelectorAll('button')) : [];
      return buttons[Math.min(pendingFocus.index, buttons.length - 1)];
    };
    (pick(preferred) ?? pick(fallback))?.focus();
    setPendingFocus(null);
  }, [pendingFocus]);

  const commit = (next: string[]) => {
    setOwn(next);
    onChange?.(next);
  };

  const add = (item: MultiSelectOption, index: number) => {
    if (disabled) return;
    if (atMax) {
      // Said again even when the same refusal is already on screen.
      setRefused('');
      requestAnimationFrame(() => setRefused(maxReachedMessage(max)));
      return;
    }
    commit([...chosen, item.value]);
    setAnnouncement(addedMessage(item.label));
    setPendingFocus({ list: 'options', index });
  };

  const remove = (item: MultiSelectOption, index: number) => {
    if (disabled) return;
    commit(chosen.filter((v) => v !== item.value));
    setRefused('');
    setAnnouncement(removedMessage(item.label));
    setPendingFocus({ list: 'chips', index });
  };

  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      className={[root, className].filter(Boolean).join(' ')}
      data-invalid={error ? true : undefined}
      data-at-max={atMax || undefined}
    >
      <span id={labelId} className={labelClass}>
        {label}
      </span>
      <p id={hintId} className={hintClass}>
        {hint ?? `Elige hasta ${max}.`}
      </p>

      <p id={`${id}-chosen`} className={listHeading}>
        {chosenHeading} ({chosen.length}/{max})
      </p>
      {chosenOptions.length === 0 ? <p className={emptyChosen}>{noneChosenText}</p> : null}
      <ul ref={chipsRef} className={list} aria-labelledby={`${id}-chosen`} hidden={chosenOptions.length === 0}>
        {chosenOptions.map((item, index) => (
          <li key={item.value} className={chip} data-value={item.value}>
            <span>{item.label}</span>
            <button
              type="button"
              className={chipRemove}
              aria-label={removeLabel(item.label)}
              disabled={disabled}
              onClick={() => remove(item, index)}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className={icon}
                fill="none"
                stroke="currentColor"
                strokeWidth={2.5}
              >
                <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
              </svg>
            </button>
          </li>
        ))}
      </ul>

      {available.length > 0 ? (
        <>
          <p id={`${id}-options`} className={listHeading}>
            {optionsHeading}
          </p>
          <ul ref={optionsRef} className={list} aria-labelledby={`${id}-options`}>
            {available.map((item, index) => (
              <li key={item.value}>
                <button
                  type="button"
                  className={option}
                  aria-label={addLabel(item.label)}
                  aria-disabled={atMax || undefined}
                  disabled={disabled}
                  onClick={() => add(item, index)}
                >
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className={icon}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth={2.5}
                  >
                    <path d="M12 5v14M5 12h14" strokeLinecap="round" />
                  </svg>
                  <span>{item.label}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <p role="status" aria-live="polite" className={refusal}>
        {refused}
      </p>
      <p role="status" aria-live="polite" className={visuallyHidden}>
        {announcement}
      </p>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
