import { bookingNotesSentences } from '../../app/domain/bookingNotes.ts';
import { formatAppointmentDateTime, theTime } from '../../app/domain/dates.ts';
import { yearInLima } from '../../app/domain/limaCalendar.ts';
import { sentence } from '../../app/domain/sentence.ts';
import { addressLine } from '../../app/domain/places/address.ts';
import {
  appointmentDetails,
  atPlace,
  codeSentence,
  type AppointmentFacts,
  type CoworkingFacts,
  type Message,
  weekPeriod,
} from './messages.ts';
import type { ReminderMoment } from './reminders.ts';

/**
 * The two reminders of a booking. The day before: when, where (the place or the home address), the booking code,
 * how to prepare and what to bring. One hour before: what the customer does next (enter the video room, receive
 * the specialist on the way, go to the place). Each ends with the link to the booking in Citas (`citas`). A day outside
 * the year of `sentAt` carries its year, as in every message.
 */
export function appointmentReminder(
  momento: ReminderMoment,
  cita: AppointmentFacts,
  citas: string,
  sentAt: number,
): Message {
  const enlace = cita.enlace ? ` Ingresa a tu videoconsulta aquí: ${cita.enlace}` : '';
  const verCita = ` Mira tu cita: ${citas}`;
  if (momento === 'dia') {
    return {
      asunto: `Recordatorio: mañana es tu cita de ${cita.beneficio}`,
      cuerpo:
        `Mañana tienes tu cita de ${cita.beneficio}: ${formatAppointmentDateTime(cita.fecha, cita.hora, yearInLima(sentAt))} (hora de Lima)${atPlace(cita.lugar)}.` +
        `${appointmentDetails(cita)}${enlace} Si no puedes asistir, cámbiala o cancélala desde Citas.${verCita}`,
    };
  }
  const hora = `a ${theTime(cita.hora)} (hora de Lima)`;
  if (cita.enlace) {
    return {
      asunto: `Tu videoconsulta empieza en una hora`,
      cuerpo: `Tu videoconsulta de ${cita.beneficio} empieza hoy ${hora}.${enlace}${verCita}`,
    };
  }
  if (cita.direccion) {
    return {
      asunto: `El especialista está en camino`,
      cuerpo:
        `Tu cita de ${cita.beneficio} es hoy ${hora}: el especialista está en camino a ${addressLine(cita.direccion)}.` +
        `${codeSentence(cita.codigoReserva)}${verCita}`,
    };
  }
  return {
    asunto: `Tu cita de ${cita.beneficio} es en una hora`,
    cuerpo: `Tu cita de ${cita.beneficio} es hoy ${hora}${atPlace(cita.lugar)}.${codeSentence(cita.codigoReserva)}${verCita}`,
  };
}

export function coworkingReminder(
  momento: ReminderMoment,
  semana: CoworkingFacts,
  abre: string,
  reserva: string,
  sentAt: number,
): Message {
  const verReserva = ` Mira tu reserva: ${reserva}`;
  if (momento === 'dia') {
    const notes = semana.notas
      ? bookingNotesSentences(semana.notas)
          .map((p) => ` ${p}`)
          .join('')
      : '';
    return {
      asunto: 'Recordatorio: mañana empieza tu semana de coworking',
      cuerpo:
        `Mañana empieza tu semana de coworking, ${weekPeriod(semana, sentAt)}${atPlace(semana.lugar)}.` +
        `${codeSentence(semana.codigoReserva)}${notes}${verReserva}`,
    };
  }
  return {
    asunto: 'Tu semana de coworking empieza en una hora',
    cuerpo: `${sentence(`Tu semana de coworking empieza hoy a ${theTime(abre)}${atPlace(semana.lugar)}`)}${codeSentence(semana.codigoReserva)}${verReserva}`,
  };
}
