import { useId, type ReactNode } from 'react';
import { ChoiceFieldset } from '../internal/ChoiceFieldset';
import { radio } from '../internal/choiceFieldset.css';
import { list, option as optionClass, optionLabel } from './RadioGroup.css';

export interface RadioOption<Value extends string = string> {
  /** The value reported to `onValueChange`. */
  value: Value;
  /** What the customer reads; wraps at any width, so long Spanish labels never get cut. */
  label: ReactNode;
  /** The option cannot be chosen now. */
  disabled?: boolean;
}

export interface RadioGroupProps<Value extends string = string> {
  /** The question, read as the group's name ("Especialidad"). */
  legend: ReactNode;
  /** The choices, in the order they are read. */
  options: readonly RadioOption<Value>[];
  /** The chosen value (controlled); `undefined` while nothing is chosen. */
  value: Value | undefined;
  /** Called with the chosen value. */
  onValueChange: (value: Value) => void;
  /** Form name of the radios; one is generated when omitted. */
  name?: string;
  /** Help text under the question. */
  hint?: ReactNode;
  /** Error message, e.g. "Elige la especialidad de tu consulta."; marks the group invalid and is announced. */
  error?: ReactNode;
  /** `two` lays short options side by side from tablet width up; phones always get one column. */
  columns?: 'one' | 'two';
  /** Extra class for the fieldset. */
  className?: string;
}

/**
 * A native radio group with its question as legend: the choice among a few options that should all be seen at once.
 * Unlike a select, every option stays readable at 320 px and at 200 % text.
 */
export function RadioGroup<Value extends string = string>({
  legend,
  options,
  value,
  onValueChange,
  name,
  hint,
  error,
  columns = 'one',
  className,
}: RadioGroupProps<Value>) {
  const id = useId();
  const groupName = name ?? `${id}-radios`;
  return (
    <ChoiceFieldset idPrefix={id} legend={legend} hint={hint} error={error} className={className}>
      <div className={list} data-columns={columns}>
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className={optionClass}
              data-disabled={option.disabled || undefined}
            >
              <input
                id={optionId}
                type="radio"
                className={radio}
                name={groupName}
                value={option.value}
                checked={value === option.value}
                disabled={option.disabled}
                onChange={() => onValueChange(option.value)}
              />
              <span className={optionLabel}>{option.label}</span>
            </label>
          );
        })}
      </div>
    </ChoiceFieldset>
  );
}
