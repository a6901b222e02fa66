import { useId, type ReactNode } from 'react';
import { Button } from '../Button';
import { button } from '../Button/Button.css';
import { noWrap } from '../../tokens';
import { MapPinIcon } from '../internal/icons/contentIcons';
import { formatDay, formatTime } from '../SlotPicker/formatDate';
import {
  actions,
  card,
  code,
  codeValue,
  detail as detailClass,
  header,
  joinNotice as joinNoticeClass,
  joinNoticeIcon,
  status as statusClass,
  title,
  when,
  whenIcon,
  where,
} from './AppointmentCard.css';

/** `ausente`: the appointment's time passed without the patient (a video room never entered). */
export type AppointmentStatus = 'programada' | 'reprogramada' | 'atendida' | 'ausente' | 'cancelada';

/** Props a join link receives; spread them on your router's link or an `<a>`. */
export interface AppointmentLinkProps {
  className: string;
  children: ReactNode;
  'aria-describedby': string;
}

export interface AppointmentCardProps {
  /** The benefit booked, e.g. "Telemedicina". */
  benefitName: ReactNode;
  /** Calendar date, `YYYY-MM-DD`. */
  date: string;
  /** Start time, `HH:mm` (24-hour). */
  time: string;
  /**
   * The year it is where the card is read (Lima's, e.g. `2026`): a `date` in any other year is written with its year,
   * «lunes 4 de enero de 2027, 9:00 a. m.». The card never reads the clock; without it no year is written.
   */
  currentYear?: number;
  /** Where the appointment stands; changes and cancelling are offered only while it is upcoming. */
  status?: AppointmentStatus;
  /** Text of each status badge. */
  statusLabels?: Partial<Record<AppointmentStatus, string>>;
  /** Where it takes place (a home visit's address; a clinic's name and address), beside a pin under the date. */
  place?: ReactNode;
  /** The code the customer reads over the phone ("K7M-4QX"). */
  bookingCode?: string;
  /** Words before the code. */
  bookingCodeLabel?: string;
  /** More detail under the date and place (modality, specialist, reason). */
  detail?: ReactNode;
  /** Shows "Reprogramar". */
  onReschedule?: () => void;
  /** Shows "Cancelar cita". */
  onCancel?: () => void;
  /** Shows "Agregar a mi calendario". */
  onAddToCalendar?: () => void;
  /** Renders the "Unirse a la videoconsulta" link with your router: `(props) => <Link to={url} {...props} />`. */
  renderJoinLink?: (props: AppointmentLinkProps) => ReactNode;
  /**
   * What to say instead of the join link while the video room cannot be entered, e.g. «La sala se abre el
   * sábado 28 de noviembre a las 9:45 a. m.». The card only shows it: when the room opens is the app's rule.
   */
  joinNotice?: ReactNode;
  rescheduleLabel?: string;
  cancelLabel?: string;
  calendarLabel?: string;
  joinLabel?: string;
  /** Heading level of the benefit name, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

const defaultStatusLabels: Record<AppointmentStatus, string> = {
  programada: 'Programada',
  reprogramada: 'Reprogramada',
  atendida: 'Atendida',
  ausente: 'No asistió',
  cancelada: 'Cancelada',
};
const statusTone = {
  programada: 'active',
  reprogramada: 'active',
  atendida: 'neutral',
  ausente: 'critical',
  cancelada: 'critical',
} as const;

/** One booked appointment: benefit, date and time in es-PE, its status and what can be done with it. */
export function AppointmentCard({
  benefitName,
  date,
  time,
  currentYear,
  status = 'programada',
  statusLabels,
  place,
  bookingCode,
  bookingCodeLabel = 'Código de reserva',
  detail,
  onReschedule,
  onCancel,
  onAddToCalendar,
  renderJoinLink,
  joinNotice,
  rescheduleLabel = 'Reprogramar',
  cancelLabel = 'Cancelar cita',
  calendarLabel = 'Agregar a mi calendario',
  joinLabel = 'Unirse a la videoconsulta',
  headingLevel = 3,
}: AppointmentCardProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const upcoming = status === 'programada' || status === 'reprogramada';
  // Buttons repeat on every card: their description names which appointment they act on.
  const context = `${id}-title ${id}-when`;
  return (
    <article className={card} aria-labelledby={`${id}-title`} data-status={status}>
      <div className={header}>
        <Heading id={`${id}-title`} className={title}>
          {benefitName}
        </Heading>
        <span className={statusClass({ tone: statusTone[status] })}>
          {statusLabels?.[status] ?? defaultStatusLabels[status]}
        </span>
      </div>
      <p id={`${id}-when`} className={when}>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={whenIcon}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
        >
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4" strokeLinecap="round" />
        </svg>
        <time dateTime={`${date}T${time}`}>
          {formatDay(date, currentYear)}, <span className={noWrap}>{formatTime(time)}</span>
        </time>
      </p>
      {place ? (
        <p className={where}>
          <MapPinIcon className={whenIcon} />
          <span>{place}</span>
        </p>
      ) : null}
      {bookingCode ? (
        <p className={code}>
          {bookingCodeLabel}: <span className={codeValue}>{bookingCode}</span>
        </p>
      ) : null}
      {detail ? <p className={detailClass}>{detail}</p> : null}
      {upcoming && joinNotice ? (
        <p className={joinNoticeClass}>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className={joinNoticeIcon}
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
          >
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span>{joinNotice}</span>
        </p>
      ) : null}
      {upcoming && (renderJoinLink || onReschedule || onCancel || onAddToCalendar) ? (
        <div className={actions}>
          {renderJoinLink
            ? renderJoinLink({
                className: button({ variant: 'primary', size: 'md' }),
                children: joinLabel,
                'aria-describedby': context,
              })
            : null}
          {onReschedule ? (
            <Button variant="secondary" onClick={onReschedule} aria-describedby={context}>
              {rescheduleLabel}
            </Button>
          ) : null}
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel} aria-describedby={context}>
              {cancelLabel}
            </Button>
          ) : null}
          {onAddToCalendar ? (
            <Button variant="link" onClick={onAddToCalendar} aria-describedby={context}>
              {calendarLabel}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
