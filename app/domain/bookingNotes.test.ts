import { describe, expect, it } from 'vitest';
import { benefits } from './catalogue/index.ts';
import { bookingNotes, bookingNotesSentences, coworkingNotes } from './bookingNotes.ts';

const idOf = (mod: string) => benefits.find((b) => b.mod === mod)!.id;

describe('booking notes', () => {
  it('tell the copay a booking costs, where it has one', () => {
    // The home doctor's S/ 20.00 a visit, as the benefit's conditions say.
    expect(bookingNotes(idOf('MedDom')).copago).toEqual(['S/ 20.00 por visita.']);
    expect(bookingNotesSentences(bookingNotes(idOf('MedDom')))).toContain('Copago: S/ 20.00 por visita.');
    expect(bookingNotes(idOf('AnaliClini')).copago).toEqual([]);
    expect(coworkingNotes().copago).toEqual([]);
  });

  it('tell a booked call where the specialist will call', () => {
    const call = 'Te llamaremos a tu celular registrado a la hora de tu cita: tenlo a la mano.';
    expect(bookingNotes(idOf('AsiPsico')).preparacion).toContain(call);
    expect(bookingNotes(idOf('MedDom')).preparacion).not.toContain(call);
  });
});
