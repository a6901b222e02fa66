import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSessionDrafts } from '../../../domain/sessionDrafts';
import {
  DRAFT_MAX_AGE_MS,
  clearBookingDraft,
  loadBookingDraft,
  restoreDetails,
  saveBookingDraft,
} from './bookingDraft';

const empty = { especialidad: '', motivo: '', para: 'titular', nombrePaciente: '' };
const filled = {
  especialidad: 'Pediatría',
  motivo: 'Tos y fiebre',
  para: 'familiar',
  nombrePaciente: 'Lucía Gutiérrez',
};
const slot = { fecha: '2026-11-24', hora: '09:00' };
const NOW = Date.UTC(2026, 10, 20, 15);

/** The tab's sessionStorage, as the browser gives it (Object.keys lists the stored keys). */
function fakeSessionStorage() {
  const store: Record<string, string> = {};
  Object.defineProperties(store, {
    getItem: { value: (key: string) => (key in store ? store[key] : null) },
    setItem: { value: (key: string, value: string) => void (store[key] = String(value)) },
    removeItem: { value: (key: string) => void delete store[key] },
  });
  return store as unknown as Storage & Record<string, string>;
}

let storage: ReturnType<typeof fakeSessionStorage>;
beforeEach(() => {
  storage = fakeSessionStorage();
  vi.stubGlobal('window', { sessionStorage: storage });
});
afterEach(() => vi.unstubAllGlobals());

describe('the booking draft', () => {
  it('gives back what the customer had filled in, and the slot', () => {
    saveBookingDraft('MTIz', 7, filled, slot, NOW);
    expect(loadBookingDraft('MTIz', 7, empty, NOW + 60_000)).toEqual({ details: filled, slot });
  });

  it('is kept per benefit and per customer: another customer in the same tab never sees it', () => {
    saveBookingDraft('MTIz', 7, filled, slot, NOW);
    expect(loadBookingDraft('MTIz', 8, empty, NOW)).toBeNull();
    expect(loadBookingDraft('NDU2', 7, empty, NOW)).toBeNull();
  });

  it('is forgotten after a session could have lasted', () => {
    saveBookingDraft('MTIz', 7, filled, null, NOW);
    expect(loadBookingDraft('MTIz', 7, empty, NOW + DRAFT_MAX_AGE_MS)).not.toBeNull();
    expect(loadBookingDraft('MTIz', 7, empty, NOW + DRAFT_MAX_AGE_MS + 1)).toBeNull();
  });

  it('is removed after the booking, and every draft with a logout', () => {
    saveBookingDraft('MTIz', 7, filled, slot, NOW);
    saveBookingDraft('MTIz', 8, filled, null, NOW);
    storage.setItem('beneficios:registro-paso1', '{}');
    clearBookingDraft(7);
    expect(loadBookingDraft('MTIz', 7, empty, NOW)).toBeNull();
    expect(loadBookingDraft('MTIz', 8, empty, NOW)).not.toBeNull();
    forgetSessionDrafts();
    expect(loadBookingDraft('MTIz', 8, empty, NOW)).toBeNull();
    // Only the logged-in forms' drafts: the anonymous registration's is not the session's.
    expect(storage.getItem('beneficios:registro-paso1')).toBe('{}');
  });

  it('survives a broken or tampered value as no draft', () => {
    storage.setItem('beneficios:borrador:cita-7', '{not json');
    expect(loadBookingDraft('MTIz', 7, empty, NOW)).toBeNull();
    storage.setItem(
      'beneficios:borrador:cita-7',
      JSON.stringify({ usuario: 'MTIz', guardado: NOW, detalles: 'x', horario: { fecha: 1 } }),
    );
    expect(loadBookingDraft('MTIz', 7, empty, NOW)).toEqual({ details: empty, slot: null });
  });

  it('without storage, the form still works', () => {
    vi.stubGlobal('window', {});
    expect(() => saveBookingDraft('MTIz', 7, filled, slot, NOW)).not.toThrow();
    expect(loadBookingDraft('MTIz', 7, empty, NOW)).toBeNull();
    expect(() => forgetSessionDrafts()).not.toThrow();
  });
});

describe('restoreDetails', () => {
  it('takes only the form’s own fields, each of the type the form gives it', () => {
    expect(restoreDetails({ ...filled, motivo: 42, intruso: 'x' }, empty)).toEqual({ ...filled, motivo: '' });
  });

  it('starts a field the form gained since the draft was kept empty', () => {
    const withAddress = { ...empty, direccion: '' };
    expect(restoreDetails(filled, withAddress)).toEqual({ ...filled, direccion: '' });
  });
});
