import { useId, useState } from 'react';
import { visuallyHidden } from '../../tokens';
import { Face } from './faces';
import * as styles from './SurveyFaces.css';

/** The survey's answers, as the API stores them (`valor`). */
export const surveyValues = ['Promotor', 'Neutro', 'Detractor'] as const;
export type SurveyValue = (typeof surveyValues)[number];

export interface SurveyFacesProps {
  /** The chosen answer (controlled). */
  value?: SurveyValue | null;
  /** The answer chosen at first (uncontrolled). */
  defaultValue?: SurveyValue;
  /** Called when the person picks a face. */
  onChange?: (value: SurveyValue) => void;
  /** The question; it names the group. */
  label?: string;
  /** Hide the question visually (when a heading nearby already shows it); it still names the group. */
  hideLabel?: boolean;
  /** Words under each face, by answer. */
  faceLabels?: Record<SurveyValue, string>;
  /** Blocks choosing (e.g. while sending). */
  disabled?: boolean;
  /** Name of the radio inputs, for forms. */
  name?: string;
  /** Smaller faces on screens narrower than a tablet, where the survey popup must leave the page visible. */
  compactOnPhones?: boolean;
}

const defaultFaceLabels: Record<SurveyValue, string> = { Promotor: 'Buena', Neutro: 'Regular', Detractor: 'Mala' };

/** Three faces (Promotor, Neutro, Detractor) as a labelled radio group: arrow keys move between them. */
export function SurveyFaces({
  value,
  defaultValue,
  onChange,
  label = '¿Cómo calificarías tu experiencia?',
  hideLabel = false,
  faceLabels = defaultFaceLabels,
  disabled = false,
  name,
  compactOnPhones = false,
}: SurveyFacesProps) {
  const cx = (...names: (string | false)[]) => names.filter(Boolean).join(' ');
  const [ownValue, setOwnValue] = useState<SurveyValue | null>(defaultValue ?? null);
  const current = value === undefined ? ownValue : value;
  const labelId = useId();
  const groupName = useId();

  return (
    <div role="radiogroup" aria-labelledby={labelId} aria-disabled={disabled || undefined} className={styles.group}>
      <p id={labelId} className={hideLabel ? visuallyHidden : styles.legend}>
        {label}
      </p>
      <div className={cx(styles.faces, compactOnPhones && styles.compactFaces)}>
        {surveyValues.map((option) => (
          <label
            key={option}
            className={cx(styles.face, compactOnPhones && styles.compactFace)}
            data-value={option}
            data-checked={current === option || undefined}
          >
            <input
              type="radio"
              className={styles.input}
              name={name ?? groupName}
              value={option}
              checked={current === option}
              disabled={disabled}
              onChange={() => {
                setOwnValue(option);
                onChange?.(option);
              }}
            />
            <Face
              value={option}
              className={cx(styles.icon, styles.mood[option], compactOnPhones && styles.compactIcon)}
            />
            <span>{faceLabels[option]}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
SurveyFaces.displayName = 'SurveyFaces';
