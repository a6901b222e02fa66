/**
 * When a video consultation's room may be entered: from 15 minutes before its start to 60 minutes after,
 * in Lima time (UTC−5 all year, as the slots are). One rule for the reference server (room lookup, document
 * check, "Finalizar"), the room page and Citas. Pure: every answer takes `now`, so tests pass any instant.
 */
import { formatDay, theTime } from './dates.ts';
import { LIMA_UTC_OFFSET_HOURS, limaToUtc } from './ics.ts';
import { yearInLima } from './limaCalendar.ts';
import { sentence } from './sentence.ts';

export const OPENS_MINUTES_BEFORE = 15;
export const CLOSES_MINUTES_AFTER = 60;
const MINUTE = 60_000;

/** An appointment's Lima date (`YYYY-MM-DD`) and start (`HH:mm`). */
export interface AppointmentTime {
  fecha: string;
  hora: string;
}

/** The room's instants (ms since the epoch): it opens at `opensAt` and closes at `closesAt` (not included). */
export interface VideoWindow {
  opensAt: number;
  startsAt: number;
  closesAt: number;
}

/** antes: not open yet; abierta: the room may be entered; pasada: the consultation's time is over. */
export type RoomPhase = 'antes' | 'abierta' | 'pasada';

/** Said after the window, by the server, the room page and Citas. */
export const ROOM_TIME_PASSED = 'La hora de tu consulta ya pasó.';

export function videoWindow({ fecha, hora }: AppointmentTime): VideoWindow {
  const startsAt = limaToUtc(fecha, hora).getTime();
  return {
    opensAt: startsAt - OPENS_MINUTES_BEFORE * MINUTE,
    startsAt,
    closesAt: startsAt + CLOSES_MINUTES_AFTER * MINUTE,
  };
}

export function roomPhase(cita: AppointmentTime, now: number): RoomPhase {
  const { opensAt, closesAt } = videoWindow(cita);
  if (now < opensAt) return 'antes';
  return now < closesAt ? 'abierta' : 'pasada';
}

/**
 * Whether an appointment's start has come (any appointment, video or not). Before it, ending the room does not
 * spend the appointment: a tap on "Finalizar" while waiting must not count as a consultation held. From it, the
 * appointment is held or missed and spends its use: it can no longer be cancelled (which would give the use back)
 * or moved.
 */
export function hasStarted(cita: AppointmentTime, now: number): boolean {
  return now >= videoWindow(cita).startsAt;
}

/** The next instant `roomPhase` answers differently, or null once the window has passed. */
export function nextPhaseChange(cita: AppointmentTime, now: number): number | null {
  const { opensAt, closesAt } = videoWindow(cita);
  if (now < opensAt) return opensAt;
  return now < closesAt ? closesAt : null;
}

/** The soonest instant any of these appointments' rooms changes phase: when a list of them must be read again. */
export function soonestPhaseChange(citas: readonly AppointmentTime[], now: number): number | null {
  const changes = citas.map((cita) => nextPhaseChange(cita, now)).filter((at): at is number => at !== null);
  return changes.length > 0 ? Math.min(...changes) : null;
}

/** The Lima date and time of an instant, as the appointments write them. */
function limaWallClock(instant: number): AppointmentTime {
  const iso = new Date(instant + LIMA_UTC_OFFSET_HOURS * 60 * MINUTE).toISOString();
  return { fecha: iso.slice(0, 10), hora: iso.slice(11, 16) };
}

/** "el sábado 28 de noviembre a las 9:45 a. m.", with the day's year when it is not `now`'s in Lima. */
function atDayAndTime({ fecha, hora }: AppointmentTime, now: number): string {
  return `el ${formatDay(fecha, yearInLima(now))} a ${theTime(hora)}`;
}

/** "La sala se abre el sábado 28 de noviembre a las 9:45 a. m.", said at `now`. */
export function roomOpensSentence(cita: AppointmentTime, now: number): string {
  // "a. m." ends the sentence with its own full stop.
  return sentence(`La sala se abre ${atDayAndTime(limaWallClock(videoWindow(cita).opensAt), now)}`);
}

/** "Puedes volver a entrar con el mismo enlace hasta las 11:00 a. m.": said when leaving before the start. */
export function roomOpenUntilSentence(cita: AppointmentTime): string {
  return sentence(
    `Puedes volver a entrar con el mismo enlace hasta ${theTime(limaWallClock(videoWindow(cita).closesAt).hora)}`,
  );
}

/** "Puedes entrar desde 15 minutos antes hasta 60 minutos después." */
export const ROOM_WINDOW_RULE = `Puedes entrar desde ${OPENS_MINUTES_BEFORE} minutos antes hasta ${CLOSES_MINUTES_AFTER} minutos después.`;

/** "Tu consulta es el sábado 28 de noviembre a las 10:00 a. m. (hora de Lima).", said at `now`. */
export function consultationSentence(cita: AppointmentTime, now: number): string {
  return `Tu consulta es ${atDayAndTime(cita, now)} (hora de Lima).`;
}
