import { useEffect, useState } from 'react';
import { SESSION_DRAFT_PREFIX } from '../../../domain/sessionDrafts';
import { useSession } from '../../../session/SessionContext';

/**
 * A half-filled booking (the details the form asks and the chosen slot) survives an expired session: it is kept in
 * the tab's sessionStorage, per benefit, for the customer who typed it, and filled back in when they log in again
 * and return to the benefit. Nothing beyond what the form holds is kept; a booking made or a logout removes it, and
 * so does closing the tab.
 */

export interface DraftSlot {
  fecha: string;
  hora: string;
}

interface StoredDraft {
  usuario: string;
  guardado: number;
  detalles: unknown;
  horario: unknown;
}

/** As long as a session may last (the server's absolute lifetime): an older draft is a forgotten one. */
export const DRAFT_MAX_AGE_MS = 8 * 60 * 60 * 1000;

const keyFor = (idBeneficio: number) => `${SESSION_DRAFT_PREFIX}cita-${idBeneficio}`;

/**
 * The form's own fields only, each of the type the empty form gives it: whatever else the stored value holds is
 * dropped, and a field the form gained since (another version of the page) starts empty.
 */
export function restoreDetails<D extends object>(saved: unknown, empty: D): D {
  const source = saved && typeof saved === 'object' ? (saved as Record<string, unknown>) : {};
  const restored = { ...empty } as Record<string, unknown>;
  for (const [key, blank] of Object.entries(empty))
    if (typeof source[key] === typeof blank) restored[key] = source[key];
  return restored as D;
}

function restoreSlot(saved: unknown): DraftSlot | null {
  if (!saved || typeof saved !== 'object') return null;
  const { fecha, hora } = saved as Record<string, unknown>;
  return typeof fecha === 'string' && typeof hora === 'string' ? { fecha, hora } : null;
}

export function loadBookingDraft<D extends object>(
  usuario: string,
  idBeneficio: number,
  empty: D,
  now = Date.now(),
): { details: D; slot: DraftSlot | null } | null {
  try {
    const raw = window.sessionStorage.getItem(keyFor(idBeneficio));
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredDraft>;
    // Another customer's draft in this tab (a shared computer after an expiry) is never shown, nor an old one.
    if (stored.usuario !== usuario || typeof stored.guardado !== 'number' || now - stored.guardado > DRAFT_MAX_AGE_MS)
      return null;
    return { details: restoreDetails(stored.detalles, empty), slot: restoreSlot(stored.horario) };
  } catch {
    return null;
  }
}

export function saveBookingDraft(
  usuario: string,
  idBeneficio: number,
  details: object,
  slot: DraftSlot | null,
  now = Date.now(),
): void {
  try {
    const draft: StoredDraft = { usuario, guardado: now, detalles: details, horario: slot };
    window.sessionStorage.setItem(keyFor(idBeneficio), JSON.stringify(draft));
  } catch {
    // Storage full or unavailable: the form still works.
  }
}

export function clearBookingDraft(idBeneficio: number): void {
  try {
    window.sessionStorage.removeItem(keyFor(idBeneficio));
  } catch {
    // Nothing to clear.
  }
}

/**
 * The booking form's details state, filled from the draft and kept in it as the customer types, and the props that
 * let the slot chooser do the same. `clear` after the booking is made.
 */
export function useBookingDraft<D extends object>(idBeneficio: number, empty: D) {
  const usuario = useSession().profile?.idUsuario ?? '';
  const [start] = useState(() => loadBookingDraft(usuario, idBeneficio, empty));
  const [details, setDetails] = useState<D>(start?.details ?? empty);
  const [slot, setSlot] = useState<DraftSlot | null>(start?.slot ?? null);
  const [cleared, setCleared] = useState(false);

  useEffect(() => {
    if (!usuario || cleared) return;
    if (slot === null && JSON.stringify(details) === JSON.stringify(empty)) clearBookingDraft(idBeneficio);
    else saveBookingDraft(usuario, idBeneficio, details, slot);
  }, [usuario, idBeneficio, details, slot, empty, cleared]);

  return {
    details,
    setDetails,
    slotProps: { initialSlot: slot, onSlotChange: setSlot },
    clear: () => {
      setCleared(true);
      clearBookingDraft(idBeneficio);
    },
  };
}
