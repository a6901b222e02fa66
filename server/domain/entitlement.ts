import { allVisibleBenefits } from '../../app/domain/session.ts';
import type { Store } from '../db/index.ts';
import { buildProfile } from './profile.ts';

/**
 * Whether the user's plan includes the benefit, by the same session rules the portal uses to
 * draw its cards (families, modules, licences, plan tiers, preference group, guest product).
 */
export async function planIncludes(store: Store, userId: number, idBeneficio: number): Promise<boolean> {
  const profile = await buildProfile(store, userId);
  return profile !== undefined && allVisibleBenefits(profile).some((benefit) => benefit.id === idBeneficio);
}
