import { ROOM_TIME_PASSED, roomOpensSentence, roomPhase, type AppointmentTime } from '../../app/domain/videoWindow.ts';

/** Codes of `validarDocumento` for the right document outside the room's window (codigo 1 is "valid"). */
export const ROOM_NOT_OPEN_YET = 2;
export const ROOM_TIME_OVER = 3;

/**
 * Why a live room cannot be entered at `now`, with the sentence the customer reads, or null within its window.
 * The room lookup, the document check and the room page all ask this, so none hands the room out early.
 */
export function roomClosed(cita: AppointmentTime, now: number): { codigo: number; mensaje: string } | null {
  switch (roomPhase(cita, now)) {
    case 'antes':
      return { codigo: ROOM_NOT_OPEN_YET, mensaje: roomOpensSentence(cita, now) };
    case 'pasada':
      return { codigo: ROOM_TIME_OVER, mensaje: ROOM_TIME_PASSED };
    case 'abierta':
      return null;
  }
}
