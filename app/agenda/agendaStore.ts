import type { Cita } from '../api/schemas/agenda.ts';
import type { Benefit } from '../domain/catalogue/index.ts';

/**
 * The agenda context: what the customer is booking while moving through a benefit's pages
 * (/ecosistema/{family}/{benefit}/…). A plain store, so any page can read it without a provider;
 * it is emptied when the path has fewer than 4 segments (see AgendaContextReset).
 */
export interface AgendaSlot {
  fecha: string;
  hora: string;
}

export interface AgendaSelection {
  /** The benefit being booked. */
  benefit: Benefit | null;
  /** The slot the customer picked. */
  slot: AgendaSlot | null;
  /** The appointment being changed (rescheduling), if any. */
  appointment: Cita | null;
}

export const EMPTY_AGENDA: AgendaSelection = Object.freeze({ benefit: null, slot: null, appointment: null });

type Listener = () => void;

export interface AgendaStore {
  get(): AgendaSelection;
  /** Merges a change; listeners hear only real changes. */
  update(change: Partial<AgendaSelection>): void;
  clear(): void;
  subscribe(listener: Listener): () => void;
}

export function createAgendaStore(): AgendaStore {
  let state: AgendaSelection = EMPTY_AGENDA;
  const listeners = new Set<Listener>();
  const set = (next: AgendaSelection) => {
    if (next.benefit === state.benefit && next.slot === state.slot && next.appointment === state.appointment) return;
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    update: (change) => set({ ...state, ...change }),
    clear: () => set(EMPTY_AGENDA),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The portal's one agenda context. */
export const agendaStore = createAgendaStore();
