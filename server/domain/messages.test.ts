import { describe, expect, it } from 'vitest';
import { appointmentBooked, appointmentCancelled, appointmentMoved, coworkingMessage } from './messages.ts';
import { appointmentReminder, coworkingReminder } from './reminderMessages.ts';

/** An instant on Lima's wall clock. */
const lima = (wallClock: string) => Date.parse(`${wallClock}-05:00`);
const CITAS = 'https://beneficios.example.pe/ecosistema/citas';

// Each message is read against the year it is sent in, in Lima: a day of another year says which.
describe('a message gives a day its year when it is not the year of sending', () => {
  const january = { inicio: '2027-01-04', fin: '2027-01-09', codigoReserva: 'KMN-PQR' };
  const acrossNewYear = { inicio: '2026-12-28', fin: '2027-01-02' };

  it('the coworking week of 4 January booked on 28 November: both ends with 2027', () => {
    expect(coworkingMessage('reservada', january, lima('2026-11-28T10:00')).cuerpo).toContain(
      'Tu semana de coworking va del lunes 4 de enero de 2027 al sábado 9 de enero de 2027, de lunes a sábado.',
    );
    expect(coworkingMessage('cambiada', january, lima('2026-12-30T18:00')).cuerpo).toContain(
      'tu semana de coworking va del lunes 4 de enero de 2027 al sábado 9 de enero de 2027',
    );
    expect(coworkingMessage('cancelada', january, lima('2026-12-31T23:59')).cuerpo).toContain(
      'Cancelaste tu semana de coworking del lunes 4 de enero de 2027 al sábado 9 de enero de 2027.',
    );
  });

  it('from New Year in Lima the same week is of the current year again', () => {
    expect(coworkingMessage('cancelada', january, lima('2027-01-01T00:00')).cuerpo).toContain(
      'Cancelaste tu semana de coworking del lunes 4 de enero al sábado 9 de enero.',
    );
  });

  it("a cancelled week gives back its use in the week's own calendar year, which may be the next", () => {
    const again = (semana: { inicio: string; fin: string }, sent: number) =>
      coworkingMessage('cancelada', semana, sent).cuerpo.match(/Puedes reservar otra semana[^.]*\./)?.[0];
    expect(again(january, lima('2026-12-31T23:59'))).toBe('Puedes reservar otra semana de 2027.');
    expect(again(january, lima('2026-11-28T10:00'))).toBe('Puedes reservar otra semana de 2027.');
    expect(again(january, lima('2027-01-01T00:00'))).toBe('Puedes reservar otra semana este año.');
    // A week from Monday 28 December counts in 2026, its Monday's year, although it ends in 2027.
    expect(again(acrossNewYear, lima('2026-12-27T09:00'))).toBe('Puedes reservar otra semana este año.');
    // The confirmation of a week cancelled in a year now over, sent again: that year can no longer be booked.
    expect(again(acrossNewYear, lima('2027-01-05T09:00'))).toBeUndefined();
  });

  it('the week of 28 December to 2 January: only its end says 2027', () => {
    const sent = lima('2026-12-27T09:00');
    expect(coworkingMessage('reservada', acrossNewYear, sent).cuerpo).toContain(
      'va del lunes 28 de diciembre al sábado 2 de enero de 2027, de lunes a sábado.',
    );
    expect(coworkingReminder('dia', acrossNewYear, '09:00', CITAS, sent).cuerpo).toContain(
      'Mañana empieza tu semana de coworking, del lunes 28 de diciembre al sábado 2 de enero de 2027.',
    );
  });

  it('appointments: booked, moved, cancelled and reminded across New Year', () => {
    const cita = { beneficio: 'Telemedicina', fecha: '2027-01-04', hora: '09:00' };
    const december = lima('2026-12-15T12:00');
    expect(appointmentBooked(cita, december).cuerpo).toContain(
      'Tu cita de Telemedicina es el lunes 4 de enero de 2027, 9:00 a. m. (hora de Lima).',
    );
    expect(appointmentMoved(cita, december).cuerpo).toContain('ahora es el lunes 4 de enero de 2027, 9:00 a. m.');
    expect(appointmentCancelled(cita, december).cuerpo).toContain(
      'Cancelaste tu cita de Telemedicina del lunes 4 de enero de 2027, 9:00 a. m.',
    );
    // The eve of New Year's Day, at 10:00 in Lima (15:00 UTC): still 2026.
    const firstOfJanuary = { ...cita, fecha: '2027-01-01', hora: '10:00' };
    expect(appointmentReminder('dia', firstOfJanuary, CITAS, lima('2026-12-31T10:00')).cuerpo).toContain(
      'Mañana tienes tu cita de Telemedicina: viernes 1 de enero de 2027, 10:00 a. m. (hora de Lima).',
    );
  });

  it('a day of the year of sending reads as before', () => {
    const cita = { beneficio: 'Telemedicina', fecha: '2026-11-24', hora: '10:00' };
    expect(appointmentBooked(cita, lima('2026-11-20T08:00')).cuerpo).toContain(
      'Tu cita de Telemedicina es el martes 24 de noviembre, 10:00 a. m. (hora de Lima).',
    );
    expect(
      appointmentReminder('dia', { ...cita, fecha: '2027-01-05' }, CITAS, lima('2027-01-04T10:00')).cuerpo,
    ).toContain('martes 5 de enero, 10:00 a. m.');
  });
});
