import type { Benefit, PlanTier } from './types.ts';

/** The plan tiers of spec section 5. */
const TIERS: readonly PlanTier[] = [1, 2, 3];

/**
 * The tiers that include a benefit when not every tier does, in order; null otherwise. The same `plan` decides whether
 * a profile sees the benefit (session.ts) and whether the server books it (server/domain/entitlement.ts).
 */
export function limitedTiers(benefit: Pick<Benefit, 'plan'>): PlanTier[] | null {
  const plan = benefit.plan;
  if (!plan || TIERS.every((tier) => plan.includes(tier))) return null;
  return [...plan].sort((a, b) => a - b);
}

/** "3", "2 y 3", "1, 2 y 3". */
function tierList(tiers: readonly PlanTier[]): string {
  return tiers.length === 1 ? String(tiers[0]) : `${tiers.slice(0, -1).join(', ')} y ${tiers.at(-1)}`;
}

/** "Lo incluye solo el plan 3.", "Lo incluyen los planes 2 y 3."; null when every tier includes the benefit. */
export function tiersSentence(benefit: Pick<Benefit, 'plan'>): string | null {
  const tiers = limitedTiers(benefit);
  if (!tiers) return null;
  return tiers.length === 1
    ? `Lo incluye solo el plan ${tierList(tiers)}.`
    : `Lo incluyen los planes ${tierList(tiers)}.`;
}

/** A short mark beside the benefit's name in a list: "solo plan 3", "planes 2 y 3"; null when every tier has it. */
export function tiersLabel(benefit: Pick<Benefit, 'plan'>): string | null {
  const tiers = limitedTiers(benefit);
  if (!tiers) return null;
  return tiers.length === 1 ? `solo plan ${tierList(tiers)}` : `planes ${tierList(tiers)}`;
}
