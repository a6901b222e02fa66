import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../../tokens';
import { ClockIcon, ExternalLinkIcon, MapPinIcon, PhoneIcon } from '../internal/icons/contentIcons';
import { ChoiceFieldset } from '../internal/ChoiceFieldset';
import { radio } from '../internal/choiceFieldset.css';
import * as styles from './PlaceChoice.css';

export interface PlaceOption<Value extends string = string> {
  /** The value reported to `onValueChange`. */
  value: Value;
  /** The place's name: the radio's accessible name. */
  name: string;
  /** Street, number and district, as people write it. */
  address: ReactNode;
  /** Opening hours ("De lunes a sábado, de 7:00 a. m. a 6:00 p. m."). */
  hours?: ReactNode;
  /** The phone as shown to people, e.g. "(01) 612-4580". */
  phone?: string;
  /** Where the phone link dials: `tel:` with the country code ("tel:+5116124580"). */
  phoneHref?: string;
  /** A map of the address; opens in another tab. */
  mapHref?: string;
}

export interface PlaceChoiceProps<Value extends string = string> {
  /** The question, read as the group's name ("Elige el local"). */
  legend: ReactNode;
  /** The places, in the order they are read. */
  options: readonly PlaceOption<Value>[];
  /** The chosen place (controlled); `undefined` while none is chosen. */
  value: Value | undefined;
  onValueChange: (value: Value) => void;
  /** Form name of the radios; one is generated when omitted. */
  name?: string;
  /** Help text under the question. */
  hint?: ReactNode;
  /** Error message ("Elige el local donde te atenderán."): marks the group invalid and is announced. */
  error?: ReactNode;
  /** Shown instead of the list when there is no place to choose. */
  emptyText?: ReactNode;
  /** Text of the map link. */
  mapLabel?: string;
  /** Read before the phone number by screen readers. */
  callLabel?: string;
  /** Read after the map link by screen readers. */
  newTabLabel?: string;
  /** Extra class for the fieldset. */
  className?: string;
}

/**
 * A choice among places: each one a card with its name, address and hours, a phone to call and a map to open.
 * A native radio group, so arrows move between places; the links sit outside the radio's label, so calling or
 * opening the map never chooses the place by accident.
 */
export function PlaceChoice<Value extends string = string>({
  legend,
  options,
  value,
  onValueChange,
  name,
  hint,
  error,
  emptyText,
  mapLabel = 'Ver en el mapa',
  callLabel = 'Llamar al',
  newTabLabel = '(se abre en otra pestaña)',
  className,
}: PlaceChoiceProps<Value>) {
  const id = useId();
  const groupName = name ?? `${id}-places`;
  return (
    <ChoiceFieldset idPrefix={id} legend={legend} hint={hint} error={error} className={className}>
      {options.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={styles.list}>
          {options.map((option, index) => {
            const optionId = `${id}-${index}`;
            const described = [`${optionId}-address`, option.hours ? `${optionId}-hours` : null]
              .filter(Boolean)
              .join(' ');
            return (
              <li key={option.value} className={styles.card}>
                <label htmlFor={optionId} className={styles.choice}>
                  <input
                    id={optionId}
                    type="radio"
                    className={radio}
                    name={groupName}
                    value={option.value}
                    checked={value === option.value}
                    onChange={() => onValueChange(option.value)}
                    aria-labelledby={`${optionId}-name`}
                    aria-describedby={described}
                  />
                  <span className={styles.text}>
                    <span id={`${optionId}-name`} className={styles.name}>
                      {option.name}
                    </span>
                    <span id={`${optionId}-address`} className={styles.line}>
                      <MapPinIcon className={styles.icon} />
                      <span>{option.address}</span>
                    </span>
                    {option.hours ? (
                      <span id={`${optionId}-hours`} className={styles.line}>
                        <ClockIcon className={styles.icon} />
                        <span>{option.hours}</span>
                      </span>
                    ) : null}
                  </span>
                </label>
                {option.phone || option.mapHref ? (
                  <div className={styles.links}>
                    {option.phone ? (
                      <a
                        className={styles.link}
                        href={option.phoneHref ?? `tel:${option.phone.replace(/[^\d+]/g, '')}`}
                        aria-describedby={`${optionId}-name`}
                      >
                        <PhoneIcon className={styles.icon} />
                        <span>
                          <span className={visuallyHidden}>{callLabel} </span>
                          {option.phone}
                        </span>
                      </a>
                    ) : null}
                    {option.mapHref ? (
                      <a
                        className={styles.link}
                        href={option.mapHref}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-describedby={`${optionId}-name`}
                      >
                        {mapLabel}
                        <span className={visuallyHidden}> {newTabLabel}</span>
                        <ExternalLinkIcon className={styles.icon} />
                      </a>
                    ) : null}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </ChoiceFieldset>
  );
}
