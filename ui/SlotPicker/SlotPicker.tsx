import { useId, useState, type ReactNode } from 'react';
import { visuallyHidden } from '../../tokens';
import { Spinner } from '../Spinner';
import { formatDayParts, formatLongDate, formatTime } from './formatDate';
import {
  dayMonth,
  dayNumber,
  dayTile,
  dayWeekday,
  group,
  legend,
  message,
  option,
  options,
  radio,
  root,
  tile,
  timeTile,
} from './SlotPicker.css';

export interface SlotDay {
  /** Calendar date, `YYYY-MM-DD`. */
  date: string;
  /** Shown but not choosable (e.g. fully booked). */
  disabled?: boolean;
}

export interface TimeSlot {
  /** Start time, `HH:mm` (24-hour). */
  time: string;
  /** Shown but not choosable when false. Defaults to true. */
  available?: boolean;
}

export interface SlotPickerProps {
  /** Days to choose from, in order. */
  days: readonly SlotDay[];
  /** Chosen day (controlled). */
  selectedDate?: string;
  /** Starting day when uncontrolled. */
  defaultSelectedDate?: string;
  /** Called when a day is chosen; load its slots and pass them in `slots`. */
  onDateChange?: (date: string) => void;
  /** Hourly slots of the chosen day. */
  slots: readonly TimeSlot[];
  /** Chosen time (controlled). */
  selectedTime?: string;
  /** Starting time when uncontrolled. */
  defaultSelectedTime?: string;
  /** Called when a time is chosen. */
  onTimeChange?: (time: string) => void;
  /** The slots of the chosen day are being fetched. */
  loading?: boolean;
  /** Legend of the day group. */
  dayLegend?: ReactNode;
  /** Legend of the time group. */
  timeLegend?: ReactNode;
  /** Shown when the chosen day has no slots. */
  emptyText?: string;
  /** Announced while slots load. */
  loadingText?: string;
  /** Read after an unavailable time. */
  unavailableText?: string;
  /** Form field names for the two radio groups. */
  name?: string;
  /** Extra class for the wrapper. */
  className?: string;
}

/** Choose a day, then an hourly time slot: two native radio groups styled as tiles (arrow keys move within each). */
export function SlotPicker({
  days,
  selectedDate,
  defaultSelectedDate,
  onDateChange,
  slots,
  selectedTime,
  defaultSelectedTime,
  onTimeChange,
  loading = false,
  dayLegend = 'Elige un día',
  timeLegend = 'Elige un horario',
  emptyText = 'No hay horarios disponibles para esta fecha.',
  loadingText = 'Cargando horarios',
  unavailableText = 'no disponible',
  name,
  className,
}: SlotPickerProps) {
  const id = useId();
  const groupName = name ?? id;
  const [ownDate, setOwnDate] = useState(defaultSelectedDate);
  const [ownTime, setOwnTime] = useState(defaultSelectedTime);
  const date = selectedDate ?? ownDate;
  const time = selectedTime ?? ownTime;

  const chooseDate = (next: string) => {
    setOwnDate(next);
    // A time belongs to a day: choosing another day clears it.
    setOwnTime(undefined);
    onDateChange?.(next);
  };
  const chooseTime = (next: string) => {
    setOwnTime(next);
    onTimeChange?.(next);
  };

  return (
    <div className={[root, className].filter(Boolean).join(' ')}>
      <fieldset className={group} role="radiogroup" aria-labelledby={`${id}-days`}>
        <legend id={`${id}-days`} className={legend}>
          {dayLegend}
        </legend>
        <div className={options}>
          {days.map((day) => {
            const parts = formatDayParts(day.date);
            const inputId = `${id}-day-${day.date}`;
            return (
              <span key={day.date} className={option}>
                <input
                  id={inputId}
                  className={radio}
                  type="radio"
                  name={`${groupName}-fecha`}
                  value={day.date}
                  checked={date === day.date}
                  disabled={day.disabled}
                  onChange={() => chooseDate(day.date)}
                />
                <label htmlFor={inputId} className={`${tile} ${dayTile}`} data-date={day.date}>
                  <span aria-hidden="true" className={dayWeekday}>
                    {parts.weekday}
                  </span>
                  <span aria-hidden="true" className={dayNumber}>
                    {parts.day}
                  </span>
                  <span aria-hidden="true" className={dayMonth}>
                    {parts.month}
                  </span>
                  <span className={visuallyHidden}>
                    {formatLongDate(day.date)}
                    {day.disabled ? `, ${unavailableText}` : ''}
                  </span>
                </label>
              </span>
            );
          })}
        </div>
      </fieldset>

      <fieldset className={group} role="radiogroup" aria-labelledby={`${id}-times`} aria-busy={loading || undefined}>
        <legend id={`${id}-times`} className={legend}>
          {timeLegend}
          {date ? <span className={visuallyHidden}> ({formatLongDate(date)})</span> : null}
        </legend>
        {loading ? (
          <Spinner label={loadingText} showLabel />
        ) : slots.length === 0 ? (
          <p role="status" className={message}>
            {emptyText}
          </p>
        ) : (
          <div className={options}>
            {slots.map((slot) => {
              const inputId = `${id}-time-${slot.time}`;
              const unavailable = slot.available === false;
              return (
                <span key={slot.time} className={option}>
                  <input
                    id={inputId}
                    className={radio}
                    type="radio"
                    name={`${groupName}-hora`}
                    value={slot.time}
                    checked={time === slot.time}
                    disabled={unavailable}
                    onChange={() => chooseTime(slot.time)}
                  />
                  <label htmlFor={inputId} className={`${tile} ${timeTile}`} data-time={slot.time}>
                    {formatTime(slot.time)}
                    {unavailable ? <span className={visuallyHidden}>, {unavailableText}</span> : null}
                  </label>
                </span>
              );
            })}
          </div>
        )}
      </fieldset>
    </div>
  );
}
