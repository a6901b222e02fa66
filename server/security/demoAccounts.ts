import type { Store } from '../db/index.ts';
import { readDemoRegistry } from '../seed/seed.ts';
import { verifyPassword } from './passwords.ts';
import { sha256Hex } from './tokens.ts';

/**
 * The documents whose account opens with the password the demo registry publishes: what development seeds, and what
 * production must never serve. Only documents that have an account are hashed, each at its own stored cost, together.
 */
export async function demoAccountsOpen(store: Pick<Store, 'accounts'>): Promise<string[]> {
  const checks = readDemoRegistry().map(async (record) => {
    if (!record.account) return null;
    const user = await store.accounts.findUser(record.tipoIdentificacion, record.identificacion);
    if (!user) return null;
    return (await verifyPassword(sha256Hex(record.account.password), user.password_hash))
      ? record.identificacion
      : null;
  });
  return (await Promise.all(checks)).filter((documento): documento is string => documento !== null);
}
