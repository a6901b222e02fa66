import type { AppContext } from '../context.ts';
import type { MetodoEnvio } from '../http/contract.ts';
import { bookingNotesSentences, type BookingNotes } from '../../app/domain/bookingNotes.ts';
import { placeLine, type PlaceFacts } from '../../app/domain/places/placeText.ts';
import { maskEmail, maskPhone } from './mask.ts';
import { formatAppointmentDateTime, formatDay } from '../../app/domain/dates.ts';
import { yearInLima } from '../../app/domain/limaCalendar.ts';
import { coworkingYear } from '../../app/domain/agenda.ts';
import { addressSentences, type AddressParts } from '../../app/domain/places/address.ts';
import { takeMessageAllowance } from '../security/messageLimit.ts';

/**
 * What the customer reads in an SMS or an e-mail: dates and times in es-PE words ("martes 24 de
 * noviembre, 10:00 a. m."), never an ISO date, an id or a token shown as such. The portal's date words
 * (app/domain/dates.ts) match the library's, so the screen and the message say the same thing. A day
 * outside the year of `sentAt` (the sending instant, in Lima) carries its year: "lunes 4 de enero de 2027".
 */

export interface Message {
  asunto: string;
  cuerpo: string;
}

export interface AppointmentFacts {
  beneficio: string;
  fecha: string;
  hora: string;
  especialidad?: string | null;
  paciente?: string | null;
  /** Where a home visit goes. */
  direccion?: AddressParts | null;
  /** Absolute link to the video room, when there is one. */
  enlace?: string;
  /** Where it is given, for a benefit given at a place. */
  lugar?: PlaceFacts | null;
  /** "K7M-4QX". */
  codigoReserva?: string;
  /** How to prepare and what to bring. */
  notas?: BookingNotes;
}

/** ", en Laboratorio Clínico Santa Rosalía, Av. José Larco 812, Miraflores" when it has a place. */
export function atPlace(lugar: PlaceFacts | null | undefined): string {
  return lugar ? `, en ${placeLine(lugar)}` : '';
}

export function codeSentence(codigoReserva: string | undefined): string {
  return codigoReserva ? ` Código de reserva: ${codigoReserva}.` : '';
}

/** The booking code, the specialty and patient, then how to prepare and what to bring: what the customer needs on the day. */
export function appointmentDetails(cita: AppointmentFacts): string {
  const parts = [
    cita.especialidad ? `Especialidad: ${cita.especialidad}.` : '',
    cita.paciente ? `Paciente: ${cita.paciente}.` : '',
    cita.direccion ? addressSentences(cita.direccion) : '',
    ...(cita.notas ? bookingNotesSentences(cita.notas) : []),
  ];
  return (
    codeSentence(cita.codigoReserva) +
    parts
      .filter(Boolean)
      .map((p) => ` ${p}`)
      .join('')
  );
}

export function appointmentBooked(cita: AppointmentFacts, sentAt: number): Message {
  return {
    asunto: `Cita agendada: ${cita.beneficio}`,
    cuerpo:
      `Tu cita de ${cita.beneficio} es el ${formatAppointmentDateTime(cita.fecha, cita.hora, yearInLima(sentAt))} (hora de Lima)${atPlace(cita.lugar)}.${appointmentDetails(cita)}` +
      (cita.enlace ? ` Ingresa a tu videoconsulta aquí: ${cita.enlace}` : ''),
  };
}

export function appointmentMoved(cita: AppointmentFacts, sentAt: number): Message {
  return {
    asunto: `Cita reprogramada: ${cita.beneficio}`,
    cuerpo:
      `Reprogramaste tu cita de ${cita.beneficio}: ahora es el ${formatAppointmentDateTime(cita.fecha, cita.hora, yearInLima(sentAt))} (hora de Lima)${atPlace(cita.lugar)}.${appointmentDetails(cita)}` +
      (cita.enlace ? ` Ingresa a tu videoconsulta aquí: ${cita.enlace}` : ''),
  };
}

export function appointmentCancelled(cita: AppointmentFacts, sentAt: number): Message {
  return {
    asunto: `Cita cancelada: ${cita.beneficio}`,
    cuerpo:
      `Cancelaste tu cita de ${cita.beneficio} del ${formatAppointmentDateTime(cita.fecha, cita.hora, yearInLima(sentAt))} (hora de Lima)${atPlace(cita.lugar)}.` +
      `${codeSentence(cita.codigoReserva)} Puedes agendar otra cuando quieras.`,
  };
}

export interface CoworkingFacts {
  inicio: string;
  fin: string;
  /** The branch; absent for a week booked before branches were chosen. */
  lugar?: PlaceFacts | null;
  codigoReserva?: string;
  notas?: BookingNotes;
}

/** "del lunes 28 de diciembre al sábado 2 de enero de 2027": each end with its year when not in the current one. */
export function weekPeriod(semana: Pick<CoworkingFacts, 'inicio' | 'fin'>, sentAt: number): string {
  const year = yearInLima(sentAt);
  return `del ${formatDay(semana.inicio, year)} al ${formatDay(semana.fin, year)}`;
}

/**
 * " Puedes reservar otra semana este año." / "… de 2027.": a cancelled week frees the calendar year of its Monday
 * (ADR 0101), which is the next one for a January week cancelled in December. Nothing for a year already over (the
 * confirmation of an old cancellation sent again).
 */
function weekGivenBack(inicio: string, sentAt: number): string {
  const weekYear = coworkingYear(inicio);
  const current = yearInLima(sentAt);
  if (weekYear < current) return '';
  return ` Puedes reservar otra semana ${weekYear === current ? 'este año' : `de ${weekYear}`}.`;
}

export function coworkingMessage(
  kind: 'reservada' | 'cambiada' | 'cancelada',
  semana: CoworkingFacts,
  sentAt: number,
): Message {
  const period = weekPeriod(semana, sentAt);
  if (kind === 'cancelada') {
    return {
      asunto: 'Reserva de coworking cancelada',
      cuerpo: `Cancelaste tu semana de coworking ${period}${atPlace(semana.lugar)}.${codeSentence(semana.codigoReserva)}${weekGivenBack(semana.inicio, sentAt)}`,
    };
  }
  const notes = semana.notas
    ? bookingNotesSentences(semana.notas)
        .map((p) => ` ${p}`)
        .join('')
    : '';
  return {
    asunto: kind === 'cambiada' ? 'Reserva de coworking cambiada' : 'Reserva de coworking',
    cuerpo:
      `${kind === 'cambiada' ? 'Cambiaste tu reserva: tu' : 'Tu'} semana de coworking va ${period}, de lunes a sábado${atPlace(semana.lugar)}.` +
      `${codeSentence(semana.codigoReserva)}${notes}`,
  };
}

export function welcome(nombres: string): Message {
  const first = nombres.trim().split(/\s+/)[0] ?? '';
  return {
    asunto: 'Te damos la bienvenida a tu portal de beneficios',
    cuerpo:
      `Hola, ${first}: tu cuenta ya está activa. Ingresa con tu documento y tu contraseña para usar los beneficios de tu seguro, ` +
      'agendar tus citas e invitar a un familiar. Si no fuiste tú, llama a nuestra central.',
  };
}

/**
 * Told to the e-mail or phone an account had, once it has another: whoever holds the old one hears of it, and can
 * act if it was not them (the new value masked, so the notice reveals little if the old contact is no longer theirs).
 */
export function contactChangedNotice(canal: MetodoEnvio, nuevo: string): Message {
  const what = canal === 'correo' ? 'correo' : 'celular';
  const shown = canal === 'correo' ? maskEmail(nuevo) : maskPhone(nuevo);
  return {
    asunto: `Cambió el ${what} de tu cuenta de Beneficios`,
    cuerpo:
      `El ${what} de tu cuenta de Beneficios ahora es ${shown}; desde hoy los códigos y avisos llegan allí. ` +
      'Si no fuiste tú, llama a nuestra central.',
  };
}

/** Told to the account's e-mail whenever its password changes, from settings or with a recovery code. */
export function passwordChangedNotice(how: 'ajustes' | 'codigo'): Message {
  return {
    asunto: 'Cambió la contraseña de tu cuenta de Beneficios',
    cuerpo:
      `La contraseña de tu cuenta de Beneficios cambió ${how === 'ajustes' ? 'desde la configuración de tu cuenta' : 'con un código de recuperación'}. ` +
      'Si no fuiste tú, restablece tu contraseña desde «¿Olvidaste tu contraseña?» y llama a nuestra central.',
  };
}

/**
 * A security notice (a contact or password change, a lock): sent whatever the hourly allowance, so nobody can
 * use the allowance up first to keep the holder from hearing of it.
 */
export async function sendSecurityNotice(
  ctx: AppContext,
  to: { canal: MetodoEnvio; destino: string },
  message: Message,
): Promise<void> {
  await ctx.store.records.sendMessage({ ...to, ...message }, ctx.now());
}

export type SendOutcome = 'enviado' | 'limite' | 'sin_cuenta';

/**
 * Sends a message to the account's e-mail or phone (e-mail when the customer did not choose), counted
 * against the customer's hourly message allowance: 'limite' (nothing sent) when it is used up.
 */
export async function sendToAccount(
  ctx: AppContext,
  userId: number,
  metodo: MetodoEnvio | undefined,
  message: Message,
  origin: { ip: string; detalle: string },
): Promise<SendOutcome> {
  const account = await ctx.store.accounts.userById(userId);
  if (!account) return 'sin_cuenta';
  if (!(await takeMessageAllowance(ctx, account.id, account.identificacion, origin.ip, origin.detalle)))
    return 'limite';
  const canal: MetodoEnvio = metodo ?? (account.email ? 'correo' : 'sms');
  await ctx.store.records.sendMessage(
    { canal, destino: canal === 'correo' ? account.email : account.fono, ...message },
    ctx.now(),
  );
  return 'enviado';
}

/**
 * An automatic confirmation (booking, change, cancellation, welcome): never makes the action it confirms
 * fail. Over the hourly allowance the message is skipped; a failure to queue it is logged and swallowed. Answers
 * whether it was sent, which the action's answer passes on (`confirmacionEnviada`): the customer can still ask for
 * the confirmation later from the booking.
 */
export async function confirmQuietly(
  ctx: AppContext,
  userId: number,
  metodo: MetodoEnvio | undefined,
  message: Message,
  origin: { ip: string; detalle: string; log: { warn: (details: object, msg: string) => void } },
): Promise<boolean> {
  try {
    return (await sendToAccount(ctx, userId, metodo, message, origin)) === 'enviado';
  } catch (error) {
    origin.log.warn({ err: error, detalle: origin.detalle }, 'automatic confirmation not sent');
    return false;
  }
}
