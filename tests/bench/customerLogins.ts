/**
 * Genuine customers of the login-flood bench, in a process of their own (`clientProcess`): every `everyMs` for
 * `ms`, one demo customer logs in with the right password. Two of three come from an address of their own (block 2
 * of `addressOf`); every third shares the address of one of the `floodClients` flooding clients (block 1), as
 * customers behind a carrier's NAT do. Prints `ready`, then each login's outcome and time as JSON.
 */
import { addressOf, client, CUSTOMERS, login } from './clients.ts';

export interface CustomerLogin {
  /** From a flooding client's address. */
  nat: boolean;
  /** Logged in (codigo 0). */
  ok: boolean;
  /** From the captcha request to the login's answer. */
  ms: number;
  /** The login's HTTP status, or `timeout` / `error`. */
  status: string;
}

const [base, ms, everyMs, floodClients] = [
  process.argv[2]!,
  Number(process.argv[3]),
  Number(process.argv[4]),
  Number(process.argv[5]),
];

async function one(i: number): Promise<CustomerLogin> {
  const nat = floodClients > 0 && i % 3 === 2;
  const from = client(nat ? addressOf(1, i % floodClients) : addressOf(2, i), 1);
  const customer = CUSTOMERS[i % CUSTOMERS.length]!;
  const started = performance.now();
  try {
    const answer = await login(base, from, customer.documento, customer.password, 15_000);
    return {
      nat,
      ok: answer.status === 200 && answer.body?.codigo === 0,
      ms: Math.round(performance.now() - started),
      status: String(answer.status),
    };
  } catch (error) {
    const status = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'error';
    return { nat, ok: false, ms: Math.round(performance.now() - started), status };
  } finally {
    from.agent.destroy();
  }
}

process.stdout.write('ready\n');
const logins: Array<Promise<CustomerLogin>> = [];
for (let i = 0, end = Date.now() + ms; Date.now() < end; i++) {
  logins.push(one(i));
  await new Promise((resolve) => setTimeout(resolve, everyMs));
}
process.stdout.write(JSON.stringify(await Promise.all(logins)));
process.exit(0);
