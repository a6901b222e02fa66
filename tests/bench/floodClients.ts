/**
 * The flooding clients of the login-flood bench, in a process of their own (`clientProcess`): `clients` addresses
 * (block 1 of `addressOf`), each with `connections` kept-alive connections, logging in with wrong passwords for
 * documents without accounts as fast as answers come, ignoring Retry-After. Prints `ready`, floods for `ms`, then
 * prints how many answers of each status came back (and `timeout` / `error`). Runs at the lowest CPU priority.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { addressOf, client, login } from './clients.ts';

const [base, ms, clients, connections] = [
  process.argv[2]!,
  Number(process.argv[3]),
  Number(process.argv[4]),
  Number(process.argv[5]),
];

const statuses = new Map<string, number>();
const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);

// On one machine the flood's own CPU would be taken from the server it measures, which an attacker's machine never
// is: the flooding process runs at the lowest priority, like the server's hashing threads.
os.setPriority(19);
process.stdout.write('ready\n');
const end = Date.now() + ms;
const workers = Array.from({ length: clients }, (_, i) => client(addressOf(1, i), connections)).flatMap((from) =>
  Array.from({ length: connections }, async () => {
    while (Date.now() < end) {
      // 50,000,000–59,999,999: no demo account has such a document.
      const usuario = String(50_000_000 + crypto.randomInt(0, 10_000_000));
      try {
        count(String((await login(base, from, usuario, 'Equivocada#2026')).status));
      } catch (error) {
        const code = error instanceof Error && 'code' in error ? `:${String(error.code)}` : '';
        count(error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : `error${code}`);
      }
    }
  }),
);
await Promise.all(workers);
process.stdout.write(JSON.stringify(Object.fromEntries([...statuses].sort())));
process.exit(0);
