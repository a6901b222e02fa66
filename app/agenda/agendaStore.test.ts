import { describe, expect, it } from 'vitest';
import { benefits } from '../domain/catalogue/index.ts';
import { EMPTY_AGENDA, createAgendaStore } from './agendaStore.ts';

describe('contexto de agenda', () => {
  it('guarda beneficio y horario, y se vacía', () => {
    const store = createAgendaStore();
    let avisos = 0;
    const dejar = store.subscribe(() => avisos++);
    const beneficio = benefits[0]!;
    store.update({ benefit: beneficio });
    store.update({ slot: { fecha: '2026-11-23', hora: '09:00' } });
    expect(store.get()).toEqual({
      benefit: beneficio,
      slot: { fecha: '2026-11-23', hora: '09:00' },
      appointment: null,
    });
    store.clear();
    expect(store.get()).toBe(EMPTY_AGENDA);
    expect(avisos).toBe(3);
    // Clearing an empty context tells nobody.
    store.clear();
    expect(avisos).toBe(3);
    dejar();
    store.update({ benefit: beneficio });
    expect(avisos).toBe(3);
  });
});
