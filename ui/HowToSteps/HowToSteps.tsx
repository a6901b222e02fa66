import type { ReactNode } from 'react';
import { visuallyHidden } from '../../tokens';
import {
  heading as headingClass,
  icon as iconClass,
  list,
  number,
  section,
  step,
  stepText,
  stepTitle,
} from './HowToSteps.css';

export interface HowToStep {
  /** What to do, in a few words. */
  title: ReactNode;
  /** Optional extra line. */
  text?: ReactNode;
  /** Optional illustration or icon shown instead of the number. */
  icon?: ReactNode;
}

export interface HowToStepsProps {
  /** Section heading; leave empty to label the list only for assistive technology. */
  heading?: ReactNode;
  /** Heading level to fit the page outline. */
  headingLevel?: 2 | 3;
  /** The steps, in order; the landing's three by default. */
  steps?: readonly HowToStep[];
  /** Read before each number ("Paso 1"). */
  stepWord?: string;
}

const defaultSteps: readonly HowToStep[] = [
  { title: 'Haz clic en el botón Activa tu cuenta' },
  { title: 'Completa el formulario de registro' },
  { title: 'Disfruta tus beneficios gratis' },
];

/** The landing's numbered how-to: three short steps in a row on wider screens, stacked on phones. */
export function HowToSteps({
  heading = '¿Cómo activar tus beneficios?',
  headingLevel = 2,
  steps = defaultSteps,
  stepWord = 'Paso',
}: HowToStepsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={section}>
      {heading ? <Heading className={headingClass}>{heading}</Heading> : null}
      <ol className={list}>
        {steps.map((item, i) => (
          <li key={i} className={step}>
            {item.icon ? (
              <span className={iconClass} aria-hidden="true">
                {item.icon}
              </span>
            ) : (
              <span className={number} aria-hidden="true">
                {i + 1}
              </span>
            )}
            <p className={stepTitle}>
              <span className={visuallyHidden}>
                {stepWord} {i + 1}:{' '}
              </span>
              {item.title}
            </p>
            {item.text ? <p className={stepText}>{item.text}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
