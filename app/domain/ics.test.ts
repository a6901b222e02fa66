import { describe, expect, it } from 'vitest';
import {
  appointmentEvent,
  bookingEndpoint,
  coworkingEvent,
  nextBookingsChange,
  openCoworkingWeeks,
  upcomingMondays,
  weekEnded,
} from './agenda.ts';
import { nextMidnightInLima, todayInLima } from './limaCalendar.ts';
import { buildIcs, escapeText, foldLine, icsFileName, limaToUtc } from './ics.ts';

const now = new Date('2026-11-22T03:30:00Z'); // 21 Nov 2026, 22:30 in Lima

/** Unfolds and splits an .ics text into property lines, as a calendar reader does. */
function unfold(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
}

describe('ics', () => {
  it('writes CRLF line endings only, ending with one', () => {
    const ics = buildIcs(
      [
        appointmentEvent(
          { idAgenda: 7, beneficio: 'Telemedicina', fecha: '2026-11-24', hora: '10:00', linkSala: null },
          'https://portal.pe',
        ),
      ],
      now,
    );
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('turns a Lima appointment into UTC start and end, with UID and DTSTAMP', () => {
    const lines = unfold(
      buildIcs(
        [
          appointmentEvent(
            {
              idAgenda: 7,
              beneficio: 'Telemedicina',
              fecha: '2026-11-24',
              hora: '10:00',
              linkSala: '/videollamada/sala?id=abc',
            },
            'https://portal.pe',
          ),
        ],
        now,
      ),
    );
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('UID:cita-7@beneficios');
    expect(lines).toContain('DTSTAMP:20261122T033000Z');
    expect(lines).toContain('DTSTART:20261124T150000Z');
    expect(lines).toContain('DTEND:20261124T160000Z');
    expect(lines).toContain('SUMMARY:Telemedicina');
    expect(lines).toContain('URL:https://portal.pe/videollamada/sala?id=abc');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
  });

  it('puts a clinic booking at its place: LOCATION is the place and address, the description carries code and preparation', () => {
    const lugar = {
      nombre: 'Laboratorio Clínico Santa Rosalía',
      direccion: 'Av. José Larco 812',
      distrito: 'Miraflores',
      telefono: '(01) 612-4580',
    };
    const lines = unfold(
      buildIcs(
        [
          appointmentEvent(
            {
              idAgenda: 9,
              idBeneficio: 8,
              beneficio: 'Análisis clínicos',
              fecha: '2026-11-24',
              hora: '09:00',
              linkSala: null,
              lugar,
              codigoReserva: 'K7M-4QX',
            },
            'https://portal.pe',
          ),
        ],
        now,
      ),
    );
    expect(lines).toContain('LOCATION:Laboratorio Clínico Santa Rosalía\\, Av. José Larco 812\\, Miraflores');
    const description = lines.find((l) => l.startsWith('DESCRIPTION:'))!;
    expect(description).toContain('Código de reserva: K7M-4QX.');
    expect(description).toContain('Teléfono: (01) 612-4580.');
    expect(description).toContain('Preparación: Ayuno de 8 a 12 horas: puedes tomar agua.');
    expect(description).toContain('Qué llevar: Tu DNI o carné de extranjería.');
  });

  it('puts a coworking week at its branch', () => {
    const lugar = { nombre: 'Punto Cowork Larco', direccion: 'Av. José Larco 1150, piso 4', distrito: 'Miraflores' };
    const lines = unfold(
      buildIcs(
        [
          coworkingEvent(
            { idCoworking: 3, semanaInicio: '2026-11-23', semanaFin: '2026-11-28', lugar, codigoReserva: 'ACD-479' },
            'https://portal.pe',
          ),
        ],
        now,
      ),
    );
    expect(lines).toContain('LOCATION:Punto Cowork Larco\\, Av. José Larco 1150\\, piso 4\\, Miraflores');
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain('Código de reserva: ACD-479.');
  });

  it('places a home visit at its address: street and number, district and Lima; the reference in the description', () => {
    const visita = {
      idAgenda: 9,
      beneficio: 'Médico a domicilio',
      fecha: '2026-11-24',
      hora: '11:00',
      linkSala: null,
      paciente: 'Elena Castillo',
      direccion: {
        ubigeo: '150122',
        distrito: 'Miraflores',
        calle: 'Av. José Larco 345, dpto. 501',
        referencia: 'Frente al parque Kennedy',
      },
    };
    const lines = unfold(buildIcs([appointmentEvent(visita, 'https://portal.pe')], now));
    expect(lines).toContain('LOCATION:Av. José Larco 345\\, dpto. 501\\, Miraflores\\, Lima');
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain('Referencia: Frente al parque Kennedy');
    expect(lines).toContain('SUMMARY:Médico a domicilio');
    // Without an address, an appointment is where it always was.
    const sinDireccion = unfold(buildIcs([appointmentEvent({ ...visita, direccion: null }, 'https://portal.pe')], now));
    expect(sinDireccion).toContain('LOCATION:Portal de beneficios');
  });

  it('writes a coworking week as all-day dates with an exclusive end', () => {
    const lines = unfold(
      buildIcs(
        [coworkingEvent({ idCoworking: 3, semanaInicio: '2026-11-23', semanaFin: '2026-11-28' }, 'https://portal.pe')],
        now,
      ),
    );
    expect(lines).toContain('DTSTART;VALUE=DATE:20261123');
    expect(lines).toContain('DTEND;VALUE=DATE:20261129');
  });

  it('escapes text values', () => {
    expect(escapeText('Hola, mundo; a\\b\nfin')).toBe('Hola\\, mundo\\; a\\\\b\\nfin');
  });

  it('folds long lines at 75 octets without splitting accented characters', () => {
    const line = `SUMMARY:${'Asesoría nutricional '.repeat(10)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('converts Lima to UTC across midnight', () => {
    expect(limaToUtc('2026-12-31', '21:30').toISOString()).toBe('2027-01-01T02:30:00.000Z');
  });

  it('names the file from the summary and date', () => {
    expect(icsFileName('Asesoría nutricional', '2026-11-24')).toBe('asesoria-nutricional-2026-11-24.ics');
  });
});

describe('agenda dates', () => {
  it('knows today in Lima', () => {
    expect(todayInLima(now)).toBe('2026-11-21');
  });

  it('offers the Mondays after today', () => {
    expect(upcomingMondays(now, 3)).toEqual(['2026-11-23', '2026-11-30', '2026-12-07']);
    // On a Monday, that week has begun: the next one is first.
    expect(upcomingMondays(new Date('2026-11-23T15:00:00Z'), 1)).toEqual(['2026-11-30']);
  });

  it('offers a coworking week only in a calendar year without one held', () => {
    const mondays = ['2026-12-21', '2026-12-28', '2027-01-04', '2027-01-11'];
    expect(openCoworkingWeeks(mondays, [])).toEqual(mondays);
    // A week held in 2026 leaves 2027 open, and the other way round.
    expect(openCoworkingWeeks(mondays, [{ semanaInicio: '2026-12-07' }])).toEqual(['2027-01-04', '2027-01-11']);
    expect(openCoworkingWeeks(mondays, [{ semanaInicio: '2027-02-01' }])).toEqual(['2026-12-21', '2026-12-28']);
    expect(openCoworkingWeeks(mondays, [{ semanaInicio: '2026-12-07' }, { semanaInicio: '2027-02-01' }])).toEqual([]);
  });

  it('knows when a day begins in Lima and when a coworking week is over', () => {
    // Midnight in Lima is 05:00 UTC.
    expect(nextMidnightInLima(Date.parse('2026-12-19T23:58:00-05:00'))).toBe(Date.parse('2026-12-20T05:00:00Z'));
    expect(nextMidnightInLima(Date.parse('2026-12-20T00:00:00-05:00'))).toBe(Date.parse('2026-12-21T05:00:00Z'));
    // The week of 14 to 19 December is over from Sunday 20 in Lima.
    expect(weekEnded('2026-12-19', Date.parse('2026-12-19T23:59:59-05:00'))).toBe(false);
    expect(weekEnded('2026-12-19', Date.parse('2026-12-20T00:00:00-05:00'))).toBe(true);
  });

  it('reads a list of bookings again when an appointment starts, a room opens or closes, or a day begins', () => {
    const at = (text: string) => Date.parse(`${text}-05:00`);
    const visit = { fecha: '2026-11-21', hora: '11:00', linkSala: null };
    const video = { fecha: '2026-11-21', hora: '12:00', linkSala: '/videollamada/abc' };
    // A visit at 11:00: its start.
    expect(nextBookingsChange([visit], false, at('2026-11-21T10:00:00'))).toBe(at('2026-11-21T11:00:00'));
    // A video consultation at 12:00: its room opens at 11:45, it starts at 12:00, the room closes at 13:00.
    expect(nextBookingsChange([video], false, at('2026-11-21T11:00:00'))).toBe(at('2026-11-21T11:45:00'));
    expect(nextBookingsChange([video], false, at('2026-11-21T11:50:00'))).toBe(at('2026-11-21T12:00:00'));
    expect(nextBookingsChange([video], false, at('2026-11-21T12:30:00'))).toBe(at('2026-11-21T13:00:00'));
    expect(nextBookingsChange([visit, video], false, at('2026-11-21T13:30:00'))).toBeNull();
    // A week held: the next midnight, unless something comes sooner.
    expect(nextBookingsChange([], true, at('2026-11-21T13:30:00'))).toBe(at('2026-11-22T00:00:00'));
    expect(nextBookingsChange([visit], true, at('2026-11-21T10:00:00'))).toBe(at('2026-11-21T11:00:00'));
  });

  it('books health services through AgregarAgendaSalud', () => {
    expect(bookingEndpoint({ accion: 'agendarSalud' })).toBe('agregarAgendaSalud');
    expect(bookingEndpoint({ accion: 'videoconsulta' })).toBe('agregarAgendaSalud');
    expect(bookingEndpoint({ accion: 'agendar' })).toBe('agregarAgenda');
  });
});
