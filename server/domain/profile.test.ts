import { describe, expect, it } from 'vitest';
import type { PolicyDetails, ProfileRow } from '../db/accounts.ts';
import type { Store } from '../db/index.ts';
import { buildProfile } from './profile.ts';

const row = (): ProfileRow => ({
  id: 7,
  identificacion: '41234567',
  tipo_identificacion: 8,
  policyholder_id: 3,
  guest_id: null,
  nombres: 'Ana',
  apellido_paterno: 'Quispe',
  apellido_materno: 'Mamani',
  email: 'ana@correo.pe',
  fono: '987654321',
  encuesta: 0,
  canal_recordatorio: null,
  preference_group: 1,
  guest_row_id: null,
  guest_producto: null,
  guests_invited: 0,
});

const details = (servicio: string): PolicyDetails => ({
  products: ['P1'],
  perfiles: ['salud'],
  plans: [{ servicio, plan: 1 }],
  licences: [],
});

/** A store whose policy details are whatever the test holds now, like the accounts' one-minute copy. */
function storeWith(current: { details: PolicyDetails }) {
  return { accounts: { policyDetails: async () => current.details } } as unknown as Store;
}

describe('the profile of a kept account', () => {
  it('is one shared, frozen object while its account row and policy details are the same', async () => {
    const account = row();
    const store = storeWith({ details: details('Plan Salud') });
    const first = await buildProfile(store, 7, account);
    const again = await buildProfile(store, 7, account);
    expect(again).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first?.perfilesUs)).toBe(true);
  });

  it('is built again from a new account row (a write moved the change stamp) or new policy details', async () => {
    const current = { details: details('Plan Salud') };
    const store = storeWith(current);
    const account = row();
    const first = await buildProfile(store, 7, account);
    const renamed = await buildProfile(store, 7, { ...account, nombres: 'Rosa' });
    expect(renamed?.nombres).toBe('Rosa');
    current.details = details('Plan Vida');
    const newPlan = await buildProfile(store, 7, account);
    expect(newPlan).not.toBe(first);
    expect(newPlan?.planServicio).toBe('Plan Vida');
  });

  it('of an account outside any policy is shared too, without asking for policy details', async () => {
    const account = { ...row(), policyholder_id: null, preference_group: null };
    const store = {
      accounts: { policyDetails: () => Promise.reject(new Error('no policy to read')) },
    } as unknown as Store;
    const first = await buildProfile(store, 7, account);
    expect(first?.perfiles).toEqual([]);
    expect(await buildProfile(store, 7, account)).toBe(first);
  });
});
