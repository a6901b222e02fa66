import { limaDateTime, weekdayOf } from '../../app/domain/limaCalendar.ts';

/**
 * Appointment slots: Monday to Saturday, one per hour from 09:00 to 17:00 (both included),
 * in Lima time (app/domain/limaCalendar.ts).
 */
export const SLOT_HOURS = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'] as const;

export function isOpenDay(fecha: string): boolean {
  return weekdayOf(fecha) !== 0;
}

/** A bookable slot: an open day, a listed hour, not in the past. */
export function isBookableSlot(fecha: string, hora: string, now: number): boolean {
  return isOpenDay(fecha) && (SLOT_HOURS as readonly string[]).includes(hora) && `${fecha}T${hora}` > limaDateTime(now);
}
