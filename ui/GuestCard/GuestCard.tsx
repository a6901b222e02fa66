import { useId, type ReactNode } from 'react';
import { Button } from '../Button';
import { formatLongDate } from '../SlotPicker/formatDate';
import {
  actions,
  card,
  fact,
  facts,
  header,
  name as nameClass,
  note,
  status as statusClass,
  term,
  value,
} from './GuestCard.css';

/** Where an invitation stands: screened (up to 7 working days), active, refused, or withdrawn by the host. */
export type GuestStatus = 'evaluacion' | 'activo' | 'rechazado' | 'retirado';

export interface GuestCardProps {
  /** The guest's name. */
  name: ReactNode;
  /** The document, already masked (e.g. "DNI *****567"). */
  document: ReactNode;
  /** The benefit shared, e.g. "Telemedicina". */
  benefit: ReactNode;
  status: GuestStatus;
  /** Day of the invitation, `YYYY-MM-DD`. */
  date: string;
  /** Shows "Retirar invitación" while the invitation is not active yet. */
  onWithdraw?: () => void;
  /** Shows the button busy while withdrawing. */
  withdrawing?: boolean;
  withdrawLabel?: string;
  /** Text of each status badge. */
  statusLabels?: Partial<Record<GuestStatus, string>>;
  /** A line under the facts for each status (what happens next). */
  statusNotes?: Partial<Record<GuestStatus, ReactNode>>;
  /** Heading level of the name, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

const defaultLabels: Record<GuestStatus, string> = {
  evaluacion: 'En evaluación',
  activo: 'Activo',
  rechazado: 'Rechazado',
  retirado: 'Retirado',
};
const defaultNotes: Record<GuestStatus, string> = {
  evaluacion:
    'Revisamos la invitación en un plazo de hasta 7 días hábiles. Mientras tanto, tu invitado ya puede activar su cuenta.',
  activo: 'Tu invitado ya activó su cuenta y usa el beneficio.',
  rechazado: 'La invitación no fue aprobada. La licencia vuelve a estar disponible.',
  retirado: 'Retiraste esta invitación. La licencia vuelve a estar disponible.',
};
const tone = { evaluacion: 'neutral', activo: 'active', rechazado: 'critical', retirado: 'muted' } as const;

/** One invitation of a host: the guest, the masked document, the benefit shared, its status and date. */
export function GuestCard({
  name,
  document,
  benefit,
  status,
  date,
  onWithdraw,
  withdrawing = false,
  withdrawLabel = 'Retirar invitación',
  statusLabels,
  statusNotes,
  headingLevel = 3,
}: GuestCardProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const noteText = statusNotes?.[status] ?? defaultNotes[status];
  return (
    <article className={card} aria-labelledby={`${id}-name`} data-status={status}>
      <div className={header}>
        <Heading id={`${id}-name`} className={nameClass}>
          {name}
        </Heading>
        <span className={statusClass({ tone: tone[status] })}>{statusLabels?.[status] ?? defaultLabels[status]}</span>
      </div>
      <dl className={facts}>
        <div className={fact}>
          <dt className={term}>Documento</dt>
          <dd className={value}>{document}</dd>
        </div>
        <div className={fact}>
          <dt className={term}>Beneficio</dt>
          <dd className={value}>{benefit}</dd>
        </div>
        <div className={fact}>
          <dt className={term}>Invitado el</dt>
          <dd className={value}>
            <time dateTime={date}>{formatLongDate(date)}</time>
          </dd>
        </div>
      </dl>
      {noteText ? <p className={note}>{noteText}</p> : null}
      {onWithdraw && status === 'evaluacion' ? (
        <div className={actions}>
          <Button
            variant="secondary"
            onClick={onWithdraw}
            loading={withdrawing}
            loadingLabel="Retirando"
            aria-describedby={`${id}-name`}
          >
            {withdrawLabel}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
