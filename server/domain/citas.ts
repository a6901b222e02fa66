import type { AppointmentRow, CoworkingRow } from '../db/bookings.ts';
import type { Cita, Lugar, Reserva } from '../http/contract.ts';
import { bookingNotes, coworkingNotes } from '../../app/domain/bookingNotes.ts';
import { appointmentAddress } from './addresses.ts';
import { benefitInfo } from './catalogue.ts';
import type { AppointmentFacts, CoworkingFacts } from './messages.ts';

/** The portal's page for a video room. */
export function roomLink(idSala: string): string {
  return `/videollamada/sala?id=${idSala}`;
}

/** Citas, opened on one appointment: where every reminder points. */
export function citasLink(origin: string, kind: 'cita' | 'reserva', id: number): string {
  return new URL(`/ecosistema/citas?${kind}=${id}`, origin).toString();
}

/**
 * How an appointment stands: once its hour passed, as the attendance job left it ("atendida", "no_asistio");
 * before that, "finalizada" when its video room was ended.
 */
export function estadoOf(row: AppointmentRow): Cita['estado'] {
  if (row.estado === 'programada' && row.asistencia) return row.asistencia === 'ausente' ? 'no_asistio' : 'atendida';
  return row.estado === 'programada' && row.sala_estado === 'finalizada' ? 'finalizada' : row.estado;
}

/** An appointment as the API answers it; an ended one has no room link. `lugares` holds its place. */
export function toCita(row: AppointmentRow, lugares: ReadonlyMap<number, Lugar>): Cita {
  const ended = estadoOf(row) !== 'programada';
  return {
    idAgenda: row.id,
    idBeneficio: row.id_beneficio,
    beneficio: benefitInfo(row.id_beneficio).title,
    fecha: row.fecha,
    hora: row.hora,
    estado: estadoOf(row),
    idSala: ended ? null : row.id_sala,
    linkSala: row.id_sala && !ended ? roomLink(row.id_sala) : null,
    especialidad: row.especialidad as Cita['especialidad'],
    motivo: row.motivo,
    paciente: row.paciente,
    lugar: (row.id_lugar !== null && lugares.get(row.id_lugar)) || null,
    codigoReserva: row.codigo_reserva,
    direccion: appointmentAddress(row),
  };
}

/**
 * What a message says about an appointment; the room link is absolute, on the configured
 * PUBLIC_ORIGIN (never the request's Host: the message is read outside the portal).
 */
export function appointmentFacts(cita: Cita, row: AppointmentRow, origin: string): AppointmentFacts {
  return {
    beneficio: cita.beneficio,
    fecha: row.fecha,
    hora: row.hora,
    especialidad: row.especialidad,
    paciente: row.paciente,
    lugar: cita.lugar,
    codigoReserva: cita.codigoReserva,
    notas: bookingNotes(row.id_beneficio),
    direccion: appointmentAddress(row),
    ...(row.id_sala && row.sala_estado === 'activa'
      ? { enlace: `${new URL(roomLink(row.id_sala), origin).toString()}` }
      : {}),
  };
}

export function toReserva(row: CoworkingRow, lugares: ReadonlyMap<number, Lugar>): Reserva {
  return {
    idCoworking: row.id,
    semanaInicio: row.semana_inicio,
    semanaFin: row.semana_fin,
    estado: row.estado,
    lugar: (row.id_lugar !== null && lugares.get(row.id_lugar)) || null,
    codigoReserva: row.codigo_reserva,
  };
}

/** What a coworking confirmation says: the week, the branch, the code and what to bring. */
export function coworkingFacts(reserva: Reserva): CoworkingFacts {
  return {
    inicio: reserva.semanaInicio,
    fin: reserva.semanaFin,
    lugar: reserva.lugar,
    codigoReserva: reserva.codigoReserva,
    notas: coworkingNotes(),
  };
}
