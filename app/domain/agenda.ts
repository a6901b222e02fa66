import { bookingNotes, bookingNotesSentences, coworkingNotes } from './bookingNotes.ts';
import type { Benefit } from './catalogue/index.ts';
import { allowsRelative, booksAppointments, rulesOf } from './rules/benefitRules.ts';
import type { CalendarEvent } from './ics.ts';
import { placeLine, type PlaceFacts } from './places/placeText.ts';
import { addressLine, type AddressParts } from './places/address.ts';
import { addDays, nextMidnightInLima, todayInLima, weekdayOf } from './limaCalendar.ts';
import { soonestPhaseChange, videoWindow, type AppointmentTime } from './videoWindow.ts';

/**
 * Calendar arithmetic of the appointments and the coworking week, in Lima time
 * (UTC−5 all year). Dates are `YYYY-MM-DD` strings, hours `HH:mm`.
 */

/** Slots asked for at once (the server answers up to 14 days). */
export const DIAS_DISPONIBLES = 14;
/** Appointments last one hour (our choice: the slots are hourly). */
export const DURACION_CITA_MIN = 60;
/** How many upcoming weeks the coworking picker offers. */
export const SEMANAS_COWORKING = 8;

/** When a coworking week begins: its Monday, at the hour the branches open. */
export const COWORKING_OPENS = '09:00';

/** The Mondays after today (a week that has begun cannot be booked). */
export function upcomingMondays(now: Date, count: number = SEMANAS_COWORKING): string[] {
  const today = todayInLima(now);
  const weekday = weekdayOf(today);
  const first = addDays(today, (8 - weekday) % 7 || 7);
  return Array.from({ length: count }, (_, i) => addDays(first, i * 7));
}

/** The calendar year a coworking week counts in: its Monday's. One week may be held per calendar year (ADR 0101). */
export function coworkingYear(semanaInicio: string): number {
  return Number(semanaInicio.slice(0, 4));
}

/** The Mondays that may still be reserved: those of a calendar year in which no week is held yet. */
export function openCoworkingWeeks(mondays: readonly string[], held: readonly { semanaInicio: string }[]): string[] {
  const taken = new Set(held.map((r) => coworkingYear(r.semanaInicio)));
  return mondays.filter((monday) => !taken.has(coworkingYear(monday)));
}

/** Whether a coworking week has begun (its Monday has come, in Lima): from then on it can no longer change. */
export function weekStarted(semanaInicio: string, now: number): boolean {
  return semanaInicio <= todayInLima(now);
}

/** Whether a coworking week is over: its Saturday has passed in Lima. It still counts for its year. */
export function weekEnded(semanaFin: string, now: number): boolean {
  return semanaFin < todayInLima(now);
}

/**
 * The next instant a list of upcoming bookings reads differently: an appointment starts (it can no longer be changed
 * or cancelled), a video room opens or closes, or, with a coworking week held, a day begins in Lima (a week starts or
 * ends). Null when nothing ahead changes.
 */
export function nextBookingsChange(
  citas: readonly (AppointmentTime & { linkSala: string | null })[],
  weekHeld: boolean,
  now: number,
): number | null {
  const ahead = [
    soonestPhaseChange(
      citas.filter((cita) => cita.linkSala),
      now,
    ),
    ...citas.map((cita) => videoWindow(cita).startsAt),
    weekHeld ? nextMidnightInLima(now) : null,
  ].filter((at): at is number => at !== null && at > now);
  return ahead.length > 0 ? Math.min(...ahead) : null;
}

/** A coworking week runs Monday to Saturday. */
export function weekEnd(semanaInicio: string): string {
  return addDays(semanaInicio, 5);
}

/** Which call books a benefit: health services through AgregarAgendaSalud, the rest AgregarAgenda. */
export function bookingEndpoint(benefit: Pick<Benefit, 'accion'>): 'agregarAgendaSalud' | 'agregarAgenda' {
  return benefit.accion === 'agendarSalud' || benefit.accion === 'videoconsulta'
    ? 'agregarAgendaSalud'
    : 'agregarAgenda';
}

/**
 * Whether the benefit is booked as appointments at an hour, read from its rules: the page offers the slot picker
 * (BenefitAction), and the server takes its bookings (server/domain/catalogue.ts); the rest it refuses as not booked
 * online. The catalogue's `accion` agrees with it (catalogue.test.ts), as it still picks the call and what the form asks.
 */
export function isBookable(benefit: Pick<Benefit, 'mod'>): boolean {
  return booksAppointments(rulesOf(benefit.mod));
}

/** Whether the benefit is given at a place of the affiliated network: the booking names one, and the slots are its. */
export function givenAtPlace(benefit: Pick<Benefit, 'mod'>): boolean {
  return rulesOf(benefit.mod).modalidad === 'lugar';
}

/** What a booking asks besides the slot. */
export interface BookingDetails {
  /** The specialty, one of the nine (telemedicine and the specialist consultation). */
  especialidad: boolean;
  /** The reason for the consultation. */
  motivo: boolean;
  /** Who the patient is: the holder or a family member, where the benefit's rules cover the family. */
  paciente: boolean;
  /** Where the visit goes: the customer's address (home visits). */
  direccion: boolean;
}

/**
 * Health bookings ask the reason, and the patient where the benefit covers the family (a holder-only
 * benefit never offers a relative); those with several specialties ask which one; a home visit asks the address.
 */
export function bookingDetails(benefit: Pick<Benefit, 'accion' | 'mod'>): BookingDetails {
  const health = benefit.accion === 'agendarSalud' || benefit.accion === 'videoconsulta';
  return {
    especialidad: benefit.accion === 'videoconsulta' || benefit.mod === 'ConsEsp',
    motivo: health,
    paciente: health && allowsRelative(rulesOf(benefit.mod)),
    direccion: rulesOf(benefit.mod).modalidad === 'domicilio',
  };
}

/** A place as the calendar file and the confirmations write it. */
interface EventPlace extends PlaceFacts {
  telefono?: string;
  mapa?: string;
}

/** "Lugar: …, Av. …, Miraflores. Teléfono: (01) 612-4580." and the map link, for a booking at a place. */
function placeLines(lugar: EventPlace | null | undefined): string[] {
  if (!lugar) return [];
  return [
    `Lugar: ${placeLine(lugar)}.${lugar.telefono ? ` Teléfono: ${lugar.telefono}.` : ''}`,
    ...(lugar.mapa ? [`Mapa: ${lugar.mapa}`] : []),
  ];
}

/**
 * The calendar entry of an appointment. At a place, LOCATION is its name and address, and the description
 * carries the booking code, how to prepare and what to bring, as the confirmations do.
 */
export function appointmentEvent(
  cita: {
    idAgenda: number;
    idBeneficio?: number;
    beneficio: string;
    fecha: string;
    hora: string;
    linkSala: string | null;
    especialidad?: string | null;
    motivo?: string | null;
    paciente?: string | null;
    lugar?: EventPlace | null;
    codigoReserva?: string;
    /** A home visit's address. */
    direccion?: AddressParts | null;
  },
  origin: string,
): CalendarEvent {
  const url = cita.linkSala ? new URL(cita.linkSala, origin).toString() : undefined;
  const details = [
    cita.codigoReserva ? `Código de reserva: ${cita.codigoReserva}.` : '',
    ...placeLines(cita.lugar),
    cita.especialidad ? `Especialidad: ${cita.especialidad}.` : '',
    cita.paciente ? `Paciente: ${cita.paciente}.` : '',
    cita.motivo ? `Motivo: ${cita.motivo}` : '',
    cita.direccion?.referencia ? `Referencia: ${cita.direccion.referencia}` : '',
    ...(cita.idBeneficio === undefined ? [] : bookingNotesSentences(bookingNotes(cita.idBeneficio))),
  ].filter(Boolean);
  return {
    uid: `cita-${cita.idAgenda}@beneficios`,
    when: { kind: 'timed', fecha: cita.fecha, hora: cita.hora, minutes: DURACION_CITA_MIN },
    summary: cita.especialidad ? `${cita.beneficio}: ${cita.especialidad}` : cita.beneficio,
    description: [url ? `Videoconsulta: ${url}` : 'Cita agendada en tu portal de beneficios.', ...details].join('\n'),
    // A home visit happens at the address, a clinic booking at its place: a calendar can show either on a map.
    location: cita.direccion
      ? addressLine(cita.direccion)
      : cita.lugar
        ? placeLine(cita.lugar)
        : url
          ? 'Videoconsulta'
          : 'Portal de beneficios',
    url: url ?? new URL('/ecosistema/citas', origin).toString(),
  };
}

/** The calendar entry of a coworking week, at its branch when it has one. */
export function coworkingEvent(
  reserva: {
    idCoworking: number;
    semanaInicio: string;
    semanaFin: string;
    lugar?: EventPlace | null;
    codigoReserva?: string;
  },
  origin: string,
): CalendarEvent {
  const details = [
    reserva.codigoReserva ? `Código de reserva: ${reserva.codigoReserva}.` : '',
    ...placeLines(reserva.lugar),
    ...bookingNotesSentences(coworkingNotes()),
  ];
  return {
    uid: `coworking-${reserva.idCoworking}@beneficios`,
    when: { kind: 'allDay', desde: reserva.semanaInicio, hasta: reserva.semanaFin },
    summary: 'Sala de coworking',
    description: ['Tu semana de coworking gratuita.', ...details.filter(Boolean)].join('\n'),
    location: reserva.lugar ? placeLine(reserva.lugar) : 'Sala de coworking',
    url: new URL('/ecosistema/citas', origin).toString(),
  };
}
