export { useAgendaContext } from './useAgendaContext';
export type { AgendaContextValue } from './useAgendaContext';
export type { AgendaSelection, AgendaSlot } from './agendaStore';
export { AgendaContextReset } from './AgendaContextReset';
