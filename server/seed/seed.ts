import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Store } from '../db/index.ts';
import type { RegistryRecord } from '../db/seed.ts';
import { hashPassword } from '../security/passwords.ts';
import { sha256Hex } from '../security/tokens.ts';

const registryFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'demo-policyholders.json');

interface DemoRecord extends Omit<RegistryRecord, 'account'> {
  account: { email: string; fono: string; password: string } | null;
}

export function readDemoRegistry(): DemoRecord[] {
  const file = JSON.parse(fs.readFileSync(registryFile, 'utf8')) as { policyholders: DemoRecord[] };
  return file.policyholders;
}

/**
 * First start only: the demo registry. With `demoAccounts` its pre-activated accounts come too, passwords
 * stored as scrypt(sha256hex(password)); without it (production) every holder activates their own account,
 * so no published password ever opens one.
 */
export async function seedIfEmpty(store: Store, options: { demoAccounts: boolean }): Promise<boolean> {
  if (await store.seed.isSeeded()) {
    // Seeded before the registry carried contacts: holders waiting to activate need theirs.
    await store.seed.addMissingContacts(readDemoRegistry());
    return false;
  }
  const records = await Promise.all(
    readDemoRegistry().map(async (record): Promise<RegistryRecord> => ({
      ...record,
      account: !options.demoAccounts || !record.account ? null : {
        email: record.account.email,
        fono: record.account.fono,
        passwordHash: await hashPassword(sha256Hex(record.account.password)),
      },
    })),
  );
  return await store.seed.insertRegistry(records, Date.now());
}
