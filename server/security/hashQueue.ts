import { ServiceBusyError } from '../http/errors.ts';

/**
 * Which line a hash waits in. `reserve`: a login of an account that has not failed recently (see routes/login.ts);
 * it has threads and waiting places of its own and goes first on the shared ones. `general`: everything else
 * (unknown documents, documents that failed, registrations, password changes).
 */
export type HashLane = 'reserve' | 'general';

export interface HashLimits {
  /** Hashes computed at once in the general lane. */
  concurrency: number;
  /** Hashes waiting at most in the general lane; beyond, 503. */
  queue: number;
  /** Threads only the reserve lane uses (it also takes a free general one, and goes first when one frees). */
  reserve?: number;
  /** Hashes waiting at most in the reserve lane (default `queue`). */
  reserveQueue?: number;
  /** A waiting hash that has not started after this long is refused with 503 rather than left to time out. */
  maxWaitMs?: number;
  /** Places (running or waiting) one client (IP) may hold in each lane: one client cannot take a whole lane. */
  perClient?: number;
  /**
   * A refusal is answered after this long rather than at once (still 503 with Retry-After), so a client that
   * retries without waiting sends one request a second per connection, not thousands, whatever its address.
   */
  refusalDelayMs?: number;
  /** Such refusals waiting at once; beyond, they are answered at once. */
  refusalsHeld?: number;
  /**
   * The share of one hashing thread's time one client may take in the general lane, over `clientWindowMs`: a budget
   * of share × window of hashing that refills at `share` (1 turns it off). Without it one client that always holds a
   * place keeps a hash running all the time. The reserve lane is not charged: carrier NAT puts many customers behind
   * one address, and that lane is bounded per account instead (each account enters it at most twice between
   * successes, see routes/login.ts).
   */
  clientShare?: number;
  clientWindowMs?: number;
}

/** Clients whose hashing budget is remembered at most (a spent budget is forgotten once it has refilled). */
const BUDGETS_KEPT = 10_000;

type Slot = HashLane;

/**
 * Password hashing with bounded concurrency, in two lanes. scrypt at 2^17 takes a core and 128 MB for a noticeable
 * time; unbounded, a login flood takes every core and the memory, and every other request waits behind it. Here at
 * most `concurrency` + `reserve` hashes run, each lane has its own bounded waiting line (each wait at most
 * `maxWaitMs`), one client holds at most `perClient` places in each lane, and anything beyond is refused with a 503
 * (Retry-After) that costs nothing. However many clients flood the general lane, a login of an account that has not
 * failed recently waits at most for the reserve lane's own line.
 */
export function hashQueue(limits: HashLimits, now: () => number = Date.now) {
  const maxWaitMs = limits.maxWaitMs ?? 2_000;
  const perClient = limits.perClient ?? Number.POSITIVE_INFINITY;
  const threads: Record<Slot, number> = { general: limits.concurrency, reserve: limits.reserve ?? 0 };
  const lineLength: Record<HashLane, number> = { general: limits.queue, reserve: limits.reserveQueue ?? limits.queue };
  const running: Record<Slot, number> = { general: 0, reserve: 0 };
  const lines: Record<HashLane, Array<{ start: (slot: Slot) => void }>> = { general: [], reserve: [] };
  const places = new Map<string, number>();
  const placeKey = (lane: HashLane, client: string) => `${lane} ${client}`;
  /** Accounts with a login in the reserve lane now: each holds at most one place there. */
  const inReserve = new Set<string>();

  /** A free thread for the lane now, or null. The reserve lane takes its own first, then a general one. */
  const freeSlot = (lane: HashLane): Slot | null => {
    if (lane === 'reserve' && running.reserve < threads.reserve) return 'reserve';
    return running.general < threads.general ? 'general' : null;
  };
  /** A finished hash hands its thread to the next in line: the reserve lane first. */
  const release = (slot: Slot) => {
    const next = lines.reserve.shift() ?? (slot === 'general' ? lines.general.shift() : undefined);
    if (next) next.start(slot);
    else running[slot] -= 1;
  };

  const refusalDelayMs = limits.refusalDelayMs ?? 1_000;
  const refusalsHeld = limits.refusalsHeld ?? 1_000;
  let held = 0;
  const share = limits.clientShare ?? 1;
  const fullBudget = share * (limits.clientWindowMs ?? 10_000);
  const budgets = new Map<string, { left: number; at: number }>();
  const budgetOf = (client: string, at: number) => {
    const kept = budgets.get(client);
    return kept ? Math.min(fullBudget, kept.left + (at - kept.at) * share) : fullBudget;
  };
  /** Hashing time a client used is taken from its budget; a full budget needs no entry. */
  const charge = (client: string, ms: number) => {
    if (share >= 1 || client === '') return;
    const at = now();
    const left = budgetOf(client, at) - ms;
    budgets.delete(client);
    if (left >= fullBudget) return;
    if (budgets.size >= BUDGETS_KEPT) {
      for (const [key] of budgets) if (budgetOf(key, at) >= fullBudget) budgets.delete(key);
      if (budgets.size >= BUDGETS_KEPT) budgets.delete(budgets.keys().next().value!);
    }
    budgets.set(client, { left, at });
  };
  /** Seconds until a client that spent its hashing budget has some again; 0 when it has. */
  const budgetWait = (client: string) => {
    if (share >= 1 || client === '') return 0;
    const left = budgetOf(client, now());
    return left > 0 ? 0 : Math.max(1, Math.ceil(-left / share / 1000));
  };
  const atOwnBound = (lane: HashLane, client: string) =>
    (client !== '' && (places.get(placeKey(lane, client)) ?? 0) >= perClient) ||
    (lane === 'general' && budgetWait(client) > 0);
  const laneFull = (lane: HashLane) => freeSlot(lane) === null && lines[lane].length >= lineLength[lane];
  const admits = (lane: HashLane, client: string) => !atOwnBound(lane, client) && !laneFull(lane);

  /** The 503, answered after `refusalDelayMs` (at once once `refusalsHeld` refusals are already waiting). */
  const refuse = async (client: string): Promise<never> => {
    if (refusalDelayMs > 0 && held < refusalsHeld) {
      held += 1;
      await new Promise((resolve) => setTimeout(resolve, refusalDelayMs));
      held -= 1;
    }
    throw new ServiceBusyError(Math.max(1, budgetWait(client)));
  };

  return {
    /**
     * Resolves when `run` would take this client's work now in either lane; otherwise rejects, after `refusalDelayMs`,
     * with the 503 `run` would give. A route calls it before any other work, so a request that would be refused
     * anyway costs no database round trip either.
     */
    async admit(client = ''): Promise<void> {
      if (admits('reserve', client) || admits('general', client)) return;
      await refuse(client);
    },
    /**
     * `account` names whose login this is: an account holds one place in the reserve lane at a time, and a second
     * login of it meanwhile waits in the general lane, so one account's logins from many addresses cannot fill the
     * reserve that every other customer in good standing relies on.
     */
    async run<T>(work: () => Promise<T>, client = '', asked: HashLane = 'general', account?: string): Promise<T> {
      const lane = asked === 'reserve' && account !== undefined && inReserve.has(account) ? 'general' : asked;
      if (!admits(lane, client)) await refuse(client);
      const key = placeKey(lane, client);
      places.set(key, (places.get(key) ?? 0) + 1);
      const holdsReserve = lane === 'reserve' && account !== undefined;
      if (holdsReserve) inReserve.add(account);
      try {
        let slot = freeSlot(lane);
        if (slot) {
          running[slot] += 1;
        } else {
          // The thread is handed over by release(): it stays counted as running.
          slot = await new Promise<Slot>((resolve, reject) => {
            const line = lines[lane];
            const entry = {
              start: (given: Slot) => {
                clearTimeout(timer);
                resolve(given);
              },
            };
            const timer = setTimeout(() => {
              line.splice(line.indexOf(entry), 1);
              reject(new ServiceBusyError(1));
            }, maxWaitMs);
            line.push(entry);
          });
        }
        const started = now();
        try {
          return await work();
        } finally {
          if (lane === 'general') charge(client, now() - started);
          release(slot);
        }
      } finally {
        if (holdsReserve) inReserve.delete(account);
        const left = (places.get(key) ?? 1) - 1;
        if (left > 0) places.set(key, left);
        else places.delete(key);
      }
    },
    get stats() {
      return {
        running: running.general + running.reserve,
        waiting: lines.general.length + lines.reserve.length,
      };
    },
  };
}

export type HashQueue = ReturnType<typeof hashQueue>;
