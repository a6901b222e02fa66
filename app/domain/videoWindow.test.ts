import { describe, expect, it } from 'vitest';
import {
  ROOM_WINDOW_RULE,
  consultationSentence,
  hasStarted,
  nextPhaseChange,
  roomOpenUntilSentence,
  roomOpensSentence,
  roomPhase,
  soonestPhaseChange,
  videoWindow,
} from './videoWindow.ts';

const cita = { fecha: '2026-11-28', hora: '10:00' }; // a Saturday, 10:00 in Lima = 15:00 UTC
const at = (iso: string) => Date.parse(iso);
/** When the customer reads the sentences below: the day the defect walk found, in 2026. */
const READ = at('2026-11-28T12:00:00-05:00');

describe('the video room window', () => {
  it('runs from 15 minutes before the start to 60 minutes after, in Lima time', () => {
    expect(videoWindow(cita)).toEqual({
      opensAt: at('2026-11-28T14:45:00Z'),
      startsAt: at('2026-11-28T15:00:00Z'),
      closesAt: at('2026-11-28T16:00:00Z'),
    });
  });

  it('is closed before, open from its first millisecond, and over at its closing instant', () => {
    expect(roomPhase(cita, at('2026-11-21T15:00:00Z'))).toBe('antes');
    expect(roomPhase(cita, at('2026-11-28T14:44:59.999Z'))).toBe('antes');
    expect(roomPhase(cita, at('2026-11-28T14:45:00Z'))).toBe('abierta');
    expect(roomPhase(cita, at('2026-11-28T15:59:59.999Z'))).toBe('abierta');
    expect(roomPhase(cita, at('2026-11-28T16:00:00Z'))).toBe('pasada');
  });

  it('counts the consultation as started only from its hour, not from the room opening', () => {
    expect(hasStarted(cita, at('2026-11-28T14:50:00Z'))).toBe(false);
    expect(hasStarted(cita, at('2026-11-28T15:00:00Z'))).toBe(true);
    expect(hasStarted(cita, at('2026-11-29T15:00:00Z'))).toBe(true);
  });

  it('tells when its phase changes next', () => {
    expect(nextPhaseChange(cita, at('2026-11-20T00:00:00Z'))).toBe(at('2026-11-28T14:45:00Z'));
    expect(nextPhaseChange(cita, at('2026-11-28T14:45:00Z'))).toBe(at('2026-11-28T16:00:00Z'));
    expect(nextPhaseChange(cita, at('2026-11-28T16:00:00Z'))).toBeNull();
  });

  it('tells a list of appointments when the first of them changes', () => {
    const later = { fecha: '2026-11-30', hora: '09:00' };
    expect(soonestPhaseChange([later, cita], at('2026-11-28T15:10:00Z'))).toBe(at('2026-11-28T16:00:00Z'));
    expect(soonestPhaseChange([later, cita], at('2026-11-28T16:00:00Z'))).toBe(videoWindow(later).opensAt);
    expect(soonestPhaseChange([cita], at('2026-11-28T16:00:00Z'))).toBeNull();
    expect(soonestPhaseChange([], at('2026-11-28T16:00:00Z'))).toBeNull();
  });

  it('follows the wall clock of Lima, not of the machine: an evening in UTC is still the same day there', () => {
    const early = { fecha: '2026-11-30', hora: '09:00' };
    expect(roomOpensSentence(early, READ)).toBe('La sala se abre el lunes 30 de noviembre a las 8:45 a. m.');
    // 13:00 on 30 Nov in UTC is 8:00 in Lima: not open yet.
    expect(roomPhase(early, at('2026-11-30T13:00:00Z'))).toBe('antes');
  });
});

describe('what the customer reads', () => {
  it('says when the room opens, in es-PE words', () => {
    expect(roomOpensSentence(cita, READ)).toBe('La sala se abre el sábado 28 de noviembre a las 9:45 a. m.');
    expect(roomOpensSentence({ fecha: '2026-12-01', hora: '13:00' }, READ)).toBe(
      'La sala se abre el martes 1 de diciembre a las 12:45 p. m.',
    );
  });

  it('gives the day its year when it is not the year it is read in, in Lima', () => {
    const january = { fecha: '2027-01-04', hora: '09:00' };
    expect(roomOpensSentence(january, READ)).toBe('La sala se abre el lunes 4 de enero de 2027 a las 8:45 a. m.');
    expect(consultationSentence(january, READ)).toBe(
      'Tu consulta es el lunes 4 de enero de 2027 a las 9:00 a. m. (hora de Lima).',
    );
    // 31 December at 23:59 in Lima is already 1 January in UTC: still 2026 for the customer.
    expect(consultationSentence(january, at('2027-01-01T04:59:00Z'))).toContain('lunes 4 de enero de 2027 a las');
    expect(consultationSentence(january, at('2027-01-01T05:00:00Z'))).toBe(
      'Tu consulta es el lunes 4 de enero a las 9:00 a. m. (hora de Lima).',
    );
  });

  it('says "a la" for one o\'clock and "a las" for the other hours', () => {
    expect(roomOpensSentence({ fecha: '2026-12-01', hora: '14:00' }, READ)).toBe(
      'La sala se abre el martes 1 de diciembre a la 1:45 p. m.',
    );
    expect(consultationSentence({ fecha: '2026-12-01', hora: '10:00' }, READ)).toBe(
      'Tu consulta es el martes 1 de diciembre a las 10:00 a. m. (hora de Lima).',
    );
  });

  it('says until when a room left early can be entered again, and the rule itself', () => {
    expect(roomOpenUntilSentence(cita)).toBe('Puedes volver a entrar con el mismo enlace hasta las 11:00 a. m.');
    expect(roomOpenUntilSentence({ fecha: '2026-12-01', hora: '12:00' })).toBe(
      'Puedes volver a entrar con el mismo enlace hasta la 1:00 p. m.',
    );
    expect(ROOM_WINDOW_RULE).toBe('Puedes entrar desde 15 minutos antes hasta 60 minutos después.');
  });
});
