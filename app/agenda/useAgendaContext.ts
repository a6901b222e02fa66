import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Cita } from '../api/schemas/agenda.ts';
import type { Benefit } from '../domain/catalogue/index.ts';
import { agendaStore, type AgendaSelection, type AgendaSlot } from './agendaStore';

export interface AgendaContextValue extends AgendaSelection {
  /** Starts (or switches) a booking for a benefit; the slot and appointment are forgotten. */
  selectBenefit(benefit: Benefit | null): void;
  selectSlot(slot: AgendaSlot | null): void;
  /** Starts changing an existing appointment: its benefit becomes the selected one. */
  changeAppointment(appointment: Cita | null, benefit?: Benefit | null): void;
  clear(): void;
}

/**
 * The agenda context of a booking flow. Kept while the path has 4 or more segments
 * (e.g. /ecosistema/salud/telemedicina/agendar), emptied on shorter paths.
 */
export function useAgendaContext(): AgendaContextValue {
  const state = useSyncExternalStore(agendaStore.subscribe, agendaStore.get, agendaStore.get);
  const selectBenefit = useCallback(
    (benefit: Benefit | null) => agendaStore.update({ benefit, slot: null, appointment: null }),
    [],
  );
  const selectSlot = useCallback((slot: AgendaSlot | null) => agendaStore.update({ slot }), []);
  const changeAppointment = useCallback(
    (appointment: Cita | null, benefit?: Benefit | null) =>
      agendaStore.update({ appointment, slot: null, ...(benefit === undefined ? {} : { benefit }) }),
    [],
  );
  return useMemo(
    () => ({ ...state, selectBenefit, selectSlot, changeAppointment, clear: agendaStore.clear }),
    [state, selectBenefit, selectSlot, changeAppointment],
  );
}
