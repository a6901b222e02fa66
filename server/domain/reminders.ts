import { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { AlongWith, AppointmentRow, CoworkingRow } from '../db/bookings.ts';
import type { JobSpec } from '../db/jobs.ts';
import type { Sql } from '../db/sql.ts';
import { COWORKING_OPENS } from '../../app/domain/agenda.ts';
import { videoWindow } from '../../app/domain/videoWindow.ts';
import { limaDateTime } from '../../app/domain/limaCalendar.ts';

const HOUR = 60 * 60_000;

/** The day before (at the same hour) and one hour before. */
export type ReminderMoment = 'dia' | 'hora';
export const REMINDER_LEAD: Record<ReminderMoment, number> = { dia: 24 * HOUR, hora: HOUR };

/** An appointment ("cita") or a coworking week ("reserva"), as reminders and links name them. */
export type BookingKind = 'cita' | 'reserva';

const when = { fecha: z.iso.date(), hora: z.string().regex(/^\d{2}:\d{2}$/) };

/** What a reminder job carries: the booking, the moment, and the hour it was scheduled for (a moved booking's old jobs are stale). */
export const reminderPayload = z.object({
  tipo: z.enum(['cita', 'reserva']),
  id: z.number().int().positive(),
  momento: z.enum(['dia', 'hora']),
  ...when,
});
export type ReminderPayload = z.infer<typeof reminderPayload>;

/** What the attendance job carries: the appointment and the hour it checks. */
export const attendancePayload = z.object({ id: z.number().int().positive(), ...when });
export type AttendancePayload = z.infer<typeof attendancePayload>;

/** A failed send is tried again with graphile-worker's backoff (about e^n seconds) up to this many times. */
const MAX_ATTEMPTS = 8;

export const reminderKey = (tipo: BookingKind, id: number, momento: ReminderMoment) =>
  `recordatorio-${momento}:${tipo}:${id}`;
export const attendanceKey = (id: number) => `asistencia:cita:${id}`;
/** One reminder for one hour of one booking: recorded with its message, so it is sent once. */
export const sendKey = (p: ReminderPayload) => `${reminderKey(p.tipo, p.id, p.momento)}:${p.fecha}T${p.hora}`;

/** The instant a booking begins: an appointment's hour, a coworking week's Monday opening. */
export function startsAt(p: { fecha: string; hora: string }): number {
  return videoWindow(p).startsAt;
}

/**
 * Keeps a booking's jobs in step with it, on the change's own transaction: a live booking gets its reminders (those
 * still ahead of `now`) and, for an appointment, its attendance check an hour after it starts (when its room
 * closes); a moved one gets them at the new hour; a cancelled one loses them.
 */
async function keepJobsFor(
  ctx: AppContext,
  tx: Sql | undefined,
  tipo: BookingKind,
  row: { id: number; estado: string; fecha: string; hora: string },
): Promise<void> {
  const { jobs } = ctx.store;
  const live = row.estado === 'programada';
  const at = { fecha: row.fecha, hora: row.hora };
  const specs: Array<{ key: string; spec: JobSpec | null }> = (['dia', 'hora'] as const).map((momento) => {
    const key = reminderKey(tipo, row.id, momento);
    const runAt = startsAt(at) - REMINDER_LEAD[momento];
    const payload: ReminderPayload = { tipo, id: row.id, momento, ...at };
    return {
      key,
      spec:
        live && runAt > ctx.now()
          ? { task: 'recordatorio', key, runAt, payload: { ...payload }, maxAttempts: MAX_ATTEMPTS }
          : null,
    };
  });
  if (tipo === 'cita') {
    const key = attendanceKey(row.id);
    const payload: AttendancePayload = { id: row.id, ...at };
    specs.push({
      key,
      spec: live
        ? {
            task: 'asistencia',
            key,
            runAt: videoWindow(at).closesAt,
            payload: { ...payload },
            maxAttempts: MAX_ATTEMPTS,
          }
        : null,
    });
  }
  for (const { key, spec } of specs) {
    if (spec) await jobs.schedule(spec, tx);
    else await jobs.remove(key, tx);
  }
}

export function appointmentJobs(ctx: AppContext): AlongWith<AppointmentRow> {
  return (tx, row) => keepJobsFor(ctx, tx, 'cita', row);
}

export function coworkingJobs(ctx: AppContext): AlongWith<CoworkingRow> {
  return (tx, row) => keepJobsFor(ctx, tx, 'reserva', weekAsBooking(row));
}

const weekAsBooking = (row: CoworkingRow) => ({
  id: row.id,
  estado: row.estado,
  fecha: row.semana_inicio,
  hora: COWORKING_OPENS,
});

/**
 * Once per database: bookings made before reminders existed get their jobs too. Recorded in the job log; two
 * instances starting together both may run it, and scheduling the same keys again changes nothing.
 */
export async function scheduleExistingBookings(ctx: AppContext): Promise<number> {
  const { jobs, bookings } = ctx.store;
  const step = { task: 'programacion', key: 'reservas-existentes' };
  if (await jobs.logged(step.task, step.key)) return 0;
  const { citas, semanas } = await bookings.liveFrom(limaDateTime(ctx.now()).slice(0, 10));
  for (const row of citas) await keepJobsFor(ctx, undefined, 'cita', row);
  for (const row of semanas) await keepJobsFor(ctx, undefined, 'reserva', weekAsBooking(row));
  await jobs.log({
    ...step,
    outcome: 'hecho',
    detalle: `${citas.length} citas, ${semanas.length} semanas de coworking`,
    at: ctx.now(),
  });
  return citas.length + semanas.length;
}
