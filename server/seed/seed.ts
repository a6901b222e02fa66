import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Store } from '../db/index.ts';
import type { RegistryRecord } from '../db/seed.ts';
import { hashPassword } from '../security/passwords.ts';
import { sha256Hex } from '../security/tokens.ts';
import { limaDateTime } from '../../app/domain/limaCalendar.ts';

const seedDir = path.dirname(fileURLToPath(import.meta.url));
const registryFile = path.join(seedDir, 'demo-policyholders.json');
/** Our additions: policy start dates and the demo customers the registry lacks (see its "about"). */
const policiesFile = path.join(seedDir, 'demo-policies.json');

interface DemoRecord extends Omit<RegistryRecord, 'account' | 'inicioVigencia'> {
  account: { email: string; fono: string; password: string } | null;
}

interface DemoPolicies {
  inicioVigenciaDiasAtras: Record<string, number> & { default: number };
  policyholders: DemoRecord[];
}

function readPolicies(): DemoPolicies {
  return JSON.parse(fs.readFileSync(policiesFile, 'utf8')) as DemoPolicies;
}

/** The registry's records, then ours. */
export function readDemoRegistry(): DemoRecord[] {
  const file = JSON.parse(fs.readFileSync(registryFile, 'utf8')) as { policyholders: DemoRecord[] };
  return [...file.policyholders, ...readPolicies().policyholders];
}

/** The day, in Lima, `days` before `now`. */
function daysBefore(now: number, days: number): string {
  return limaDateTime(now - days * 24 * 60 * 60 * 1000).slice(0, 10);
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
  const now = Date.now();
  const { inicioVigenciaDiasAtras: diasAtras } = readPolicies();
  const records = await Promise.all(
    readDemoRegistry().map(async (record): Promise<RegistryRecord> => ({
      ...record,
      inicioVigencia: daysBefore(now, diasAtras[record.identificacion] ?? diasAtras.default),
      account:
        !options.demoAccounts || !record.account
          ? null
          : {
              email: record.account.email,
              fono: record.account.fono,
              passwordHash: await hashPassword(sha256Hex(record.account.password)),
            },
    })),
  );
  return await store.seed.insertRegistry(records, now);
}
