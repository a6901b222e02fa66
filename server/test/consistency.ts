import { expect } from 'vitest';
import type { TestDatabase } from './databases.ts';

/** Invariants a consistent database keeps whatever moment a server process died. */
export async function checkConsistency(database: TestDatabase) {
  const store = await database.open();
  try {
    expect(await store.integrityCheck()).toBe('ok');
    const counts = await store.tableCounts();
    // The shared registry's 13 records and the one customer our demo supplement adds (demo-policies.json).
    expect(counts.policyholders).toBe(14);
    expect(counts.users).toBe(12);
    expect(counts.guests).toBe(2);
    const user = (await store.accounts.findUser(8, '41234567'))!;
    const citas = await store.bookings.listAppointments(user.id, 100_000, new Date().toISOString().slice(0, 10));
    const live = citas.filter((c) => c.estado === 'programada').map((c) => `${c.id_beneficio} ${c.fecha} ${c.hora}`);
    expect(new Set(live).size).toBe(live.length);
    // Every video appointment has its room and no room is orphaned.
    for (const cita of citas) if (cita.id_sala) expect(await store.bookings.room(cita.id_sala)).toBeDefined();
    // Every survey answer is marked on its user.
    const surveyed = await store.accounts.userById(user.id);
    if ((counts.surveys ?? 0) > 0) expect(surveyed?.encuesta).toBe(1);
    return counts;
  } finally {
    await store.close();
  }
}
