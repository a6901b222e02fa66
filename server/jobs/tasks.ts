import type { AppContext } from '../context.ts';
import { lugaresOf } from '../domain/places.ts';
import { appointmentFacts, citasLink, coworkingFacts, estadoOf, toCita, toReserva } from '../domain/citas.ts';
import { appointmentReminder, coworkingReminder } from '../domain/reminderMessages.ts';
import {
  attendancePayload,
  reminderPayload,
  sendKey,
  startsAt,
  type AttendancePayload,
  type ReminderPayload,
} from '../domain/reminders.ts';
import { addDays, limaDateTime } from '../../app/domain/limaCalendar.ts';
import { takeMessageAllowance } from '../security/messageLimit.ts';
import { COWORKING_OPENS } from '../../app/domain/agenda.ts';
import type { Message } from '../domain/messages.ts';
import type { JobOutcome, Tasks } from './queue.ts';

/** The jobs the server runs: a booking's reminders, and an appointment's attendance once its hour has passed. */
export function serverTasks(ctx: AppContext): Tasks {
  return {
    // A payload that does not read as scheduled fails the job, which then waits for the operator (`npm run jobs`).
    recordatorio: (payload) => sendReminder(ctx, reminderPayload.parse(payload)),
    asistencia: (payload) => recordAttendance(ctx, attendancePayload.parse(payload)),
  };
}

/** The reminder's text, or why there is none: the booking was cancelled, moved (its job is stale) or already held. */
async function reminderFor(
  ctx: AppContext,
  p: ReminderPayload,
): Promise<{ userId: number; canal: 'sms' | 'correo' | null; message: Message } | string> {
  const { bookings } = ctx.store;
  const origin = ctx.config.publicOrigin;
  if (p.tipo === 'cita') {
    const row = await bookings.anyAppointment(p.id);
    if (!row || estadoOf(row) !== 'programada') return 'la cita ya no está programada';
    if (row.fecha !== p.fecha || row.hora !== p.hora) return 'la cita cambió de hora';
    const cita = toCita(row, await lugaresOf(ctx.store, [row.id_lugar]));
    return {
      userId: row.user_id,
      canal: row.canal,
      message: appointmentReminder(
        p.momento,
        appointmentFacts(cita, row, origin),
        citasLink(origin, 'cita', row.id),
        ctx.now(),
      ),
    };
  }
  const row = await bookings.anyCoworking(p.id);
  if (!row || row.estado !== 'programada') return 'la reserva ya no está programada';
  if (row.semana_inicio !== p.fecha) return 'la reserva cambió de semana';
  const reserva = toReserva(row, await lugaresOf(ctx.store, [row.id_lugar]));
  return {
    userId: row.user_id,
    canal: row.canal,
    message: coworkingReminder(
      p.momento,
      coworkingFacts(reserva),
      COWORKING_OPENS,
      citasLink(origin, 'reserva', row.id),
      ctx.now(),
    ),
  };
}

/**
 * Sends one reminder by the customer's chosen channel (else the booking's, else e-mail), within the customer's
 * hourly message allowance: over it, the reminder is skipped and the log says so. Its send key makes a second
 * run (a retry after a crash, another instance) send nothing.
 */
async function sendReminder(ctx: AppContext, p: ReminderPayload): Promise<JobOutcome> {
  const key = sendKey(p);
  if (await ctx.store.reminders.sent(key)) return { outcome: 'ya_enviado', detalle: key };
  if (tooLate(p, ctx.now()))
    return { outcome: 'tarde', detalle: `${key}: ya no es ${p.momento === 'dia' ? 'la víspera' : 'antes de la hora'}` };
  const found = await reminderFor(ctx, p);
  if (typeof found === 'string') return { outcome: 'omitido', detalle: found };
  const account = await ctx.store.accounts.userById(found.userId);
  if (!account) return { outcome: 'omitido', detalle: 'la cuenta ya no existe' };
  const canal = account.canal_recordatorio ?? found.canal ?? (account.email ? 'correo' : 'sms');
  if (!(await takeMessageAllowance(ctx, account.id, account.identificacion, 'servidor', `recordatorio ${p.momento}`))) {
    return { outcome: 'limite', detalle: `${key}: límite de mensajes por hora` };
  }
  const destino = canal === 'correo' ? account.email : account.fono;
  const sent = await ctx.store.reminders.sendOnce(key, { canal, destino, ...found.message }, ctx.now());
  return sent ? { outcome: 'enviado', detalle: `${key} por ${canal}` } : { outcome: 'ya_enviado', detalle: key };
}

/**
 * A reminder run late (the server was down, the queue was behind) is dropped rather than sent wrong: the day-before
 * one says "mañana", so only on the eve in Lima; the hour-before one only before the hour.
 */
function tooLate(p: ReminderPayload, now: number): boolean {
  if (p.momento === 'hora') return now >= startsAt(p);
  return limaDateTime(now).slice(0, 10) !== addDays(p.fecha, -1);
}

/**
 * An hour after an appointment began (its video room closes then): a video consultation whose room was never
 * entered is "No asistió"; any other is "Atendida". Either spends the use, as the benefit's rules count it; only a
 * cancellation gives it back.
 */
async function recordAttendance(ctx: AppContext, p: AttendancePayload): Promise<JobOutcome> {
  const { bookings } = ctx.store;
  const row = await bookings.anyAppointment(p.id);
  if (!row || row.estado !== 'programada' || row.asistencia)
    return { outcome: 'omitido', detalle: 'la cita ya no está programada' };
  if (row.fecha !== p.fecha || row.hora !== p.hora) return { outcome: 'omitido', detalle: 'la cita cambió de hora' };
  const asistencia = row.id_sala && !(await bookings.joined(row.id)) ? 'ausente' : 'atendida';
  await bookings.recordAttendance(row.id, asistencia, ctx.now());
  return { outcome: asistencia, detalle: `cita ${row.id}` };
}
