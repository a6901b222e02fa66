import { useId } from 'react';
import type { Lugar } from '../../../api/contract';
import type { BookingNotes } from '../../../domain/bookingNotes';
import { phoneHref, placeAddress, placeHours } from '../../../domain/places/placeText';
import { visuallyHidden } from '../../../../tokens';
import { actions, bullets, link, muted } from '../ecosystem.css';
import * as css from './bookingSummary.css';

export interface BookingSummaryProps {
  codigoReserva: string;
  /** Where to go, for a booking at a place. */
  lugar: Lugar | null;
  notes: BookingNotes;
  /** The heading over the place. */
  placeTitle?: string;
}

/**
 * What the customer needs on the day, under a booking's confirmation: the code to read over the phone, the
 * place with its address, hours, phone and map, how to prepare and what to bring. The SMS, the e-mail and
 * the calendar file say the same.
 */
export function BookingSummary({
  codigoReserva,
  lugar,
  notes,
  placeTitle = 'Dónde te atenderán',
}: BookingSummaryProps) {
  const id = useId();
  return (
    <div className={css.summary}>
      <div className={css.group}>
        <p className={css.place}>
          Código de reserva: <strong className={css.code}>{codigoReserva}</strong>
        </p>
        <p className={muted}>Tenlo a la mano si llamas a la central{lugar ? ' o al local' : ''}.</p>
      </div>
      {lugar ? (
        <section className={css.group} aria-labelledby={`${id}-lugar`}>
          <h3 id={`${id}-lugar`} className={css.heading}>
            {placeTitle}
          </h3>
          <p className={css.place}>
            <strong>{lugar.nombre}</strong>
            <br />
            {placeAddress(lugar)}
            <br />
            {placeHours(lugar.horario)}
          </p>
          <p className={actions}>
            <a className={link} href={phoneHref(lugar.telefono)}>
              <span className={visuallyHidden}>Llamar al </span>
              {lugar.telefono}
            </a>
            <a className={link} href={lugar.mapa} target="_blank" rel="noopener noreferrer">
              Ver en el mapa<span className={visuallyHidden}> (se abre en otra pestaña)</span>
            </a>
          </p>
        </section>
      ) : null}
      <NoteList id={`${id}-preparacion`} title="Preparación" items={notes.preparacion} />
      <NoteList id={`${id}-llevar`} title="Qué llevar" items={notes.llevar} />
      <NoteList id={`${id}-copago`} title="Copago" items={notes.copago} />
    </div>
  );
}

function NoteList({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section className={css.group} aria-labelledby={id}>
      <h3 id={id} className={css.heading}>
        {title}
      </h3>
      <ul className={bullets}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
