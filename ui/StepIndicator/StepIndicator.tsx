import { visuallyHidden } from '../../tokens';
import { list, marker, markerIcon, step } from './StepIndicator.css';

export interface StepIndicatorProps {
  /** The current step, counting from 1. */
  current: number;
  /** How many steps there are (registration has 2). Ignored when `labels` is given. */
  total?: number;
  /** Text of each step; "Paso 1", "Paso 2", … by default. */
  labels?: readonly string[];
  /** Accessible name of the list. */
  listLabel?: string;
  /** Read after a finished step. */
  completeText?: string;
}

/** Where the user is in a multi-step form; the current step carries `aria-current="step"`. */
export function StepIndicator({
  current,
  total = 2,
  labels,
  listLabel = 'Pasos del registro',
  completeText = 'completado',
}: StepIndicatorProps) {
  const names = labels ?? Array.from({ length: total }, (_, i) => `Paso ${i + 1}`);
  return (
    <ol className={list} aria-label={listLabel}>
      {names.map((name, i) => {
        const n = i + 1;
        const state = n < current ? 'complete' : n === current ? 'current' : 'upcoming';
        return (
          <li
            key={`${i}-${name}`}
            className={step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={marker} aria-hidden="true">
              {state === 'complete' ? (
                <svg viewBox="0 0 24 24" className={markerIcon} fill="none" stroke="currentColor" strokeWidth={3}>
                  <path d="M6 12.5l4 4 8-9" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              ) : (
                n
              )}
            </span>
            <span>
              {name}
              {state === 'complete' ? <span className={visuallyHidden}> ({completeText})</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
