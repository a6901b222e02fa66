import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import * as css from '../ecosystem.css';

/** A list item's key in Citas: "cita-12" for an appointment, "reserva-3" for a coworking week. */
export type BookingItemKey = `cita-${number}` | `reserva-${number}`;

function keyFrom(params: URLSearchParams): BookingItemKey | null {
  const id = (name: string) => {
    const value = params.get(name);
    return value && /^\d{1,10}$/.test(value) ? Number(value) : null;
  };
  const cita = id('cita');
  if (cita !== null) return `cita-${cita}`;
  const reserva = id('reserva');
  return reserva !== null ? `reserva-${reserva}` : null;
}

/**
 * The booking a reminder's link names (`/ecosistema/citas?cita=12`). Once the list is shown, its item is brought
 * into view and focused, so the customer (and a screen reader) lands on the appointment the message was about.
 */
export function useLinkedBooking(listShown: boolean): BookingItemKey | null {
  const [params] = useSearchParams();
  const linked = keyFrom(params);
  useEffect(() => {
    if (!listShown || !linked) return;
    const item = document.getElementById(linked);
    item?.scrollIntoView({ block: 'center' });
    item?.focus({ preventScroll: true });
  }, [listShown, linked]);
  return linked;
}

/** The list item's props: its id, and for the linked one, the mark and a focus target. */
export function bookingItemProps(key: BookingItemKey, linked: BookingItemKey | null) {
  return key === linked
    ? { id: key, className: `${css.section} ${css.linkedItem}`, 'aria-current': 'true' as const, tabIndex: -1 }
    : { id: key, className: css.section };
}
