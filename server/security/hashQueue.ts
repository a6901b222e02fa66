import { ServiceBusyError } from '../http/errors.ts';

export interface HashLimits {
  /** Hashes computed at once. */
  concurrency: number;
  /** Hashes waiting at most; beyond, 503 at once. */
  queue: number;
  /** A waiting hash that has not started after this long is refused with 503 rather than left to time out. */
  maxWaitMs?: number;
  /** Hashes one client (IP) may have running or waiting: one flooding client cannot take the whole queue. */
  perClient?: number;
  /**
   * A client already holding `perClient` places is refused after this long rather than at once (still 503 with
   * Retry-After), so a client that retries without waiting sends one request a second per connection, not thousands.
   */
  refusalDelayMs?: number;
  /** Such refusals waiting at once; beyond, they are answered at once. */
  refusalsHeld?: number;
  /**
   * The share of one hashing thread's time one client may take, over `clientWindowMs`: a budget of share × window of
   * hashing that refills at `share` (1 turns it off). Without it one client that always holds a place keeps a hash
   * running all the time, a core's worth of scrypt taken from every other request on a small server.
   */
  clientShare?: number;
  clientWindowMs?: number;
}

/** Clients whose hashing budget is remembered at most (a spent budget is forgotten once it has refilled). */
const BUDGETS_KEPT = 10_000;

/**
 * Password hashing with bounded concurrency. scrypt at 2^17 takes a core and 128 MB for a noticeable time;
 * unbounded, a login flood takes every core and the memory, and every other request waits behind it. Here
 * at most `concurrency` hashes run, at most `queue` wait (each at most `maxWaitMs`), one client holds at most
 * `perClient` of those places, and anything beyond is refused at once with a 503 (Retry-After) that costs nothing.
 */
export function hashQueue(limits: HashLimits, now: () => number = Date.now) {
  const maxWaitMs = limits.maxWaitMs ?? 2_000;
  const perClient = limits.perClient ?? Number.POSITIVE_INFINITY;
  let running = 0;
  const waiting: Array<{ start: () => void }> = [];
  const byClient = new Map<string, number>();

  const release = () => {
    const next = waiting.shift();
    if (next) next.start();
    else running -= 1;
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
  const atOwnBound = (client: string) => (client !== '' && (byClient.get(client) ?? 0) >= perClient) || budgetWait(client) > 0;
  const admits = (client: string) => !atOwnBound(client) && !(running >= limits.concurrency && waiting.length >= limits.queue);

  return {
    /**
     * Resolves when `run` would take this client's work now; otherwise rejects with the 503 `run` would give, after
     * `refusalDelayMs` when the client itself holds all its places or has spent its share. A route calls it before any
     * other work, so a request that would be refused anyway costs no database round trip either.
     */
    async admit(client = ''): Promise<void> {
      if (admits(client)) return;
      if (atOwnBound(client) && refusalDelayMs > 0 && held < refusalsHeld) {
        held += 1;
        await new Promise((resolve) => setTimeout(resolve, refusalDelayMs));
        held -= 1;
      }
      throw new ServiceBusyError(Math.max(1, budgetWait(client)));
    },
    async run<T>(work: () => Promise<T>, client = ''): Promise<T> {
      if (!admits(client)) throw new ServiceBusyError(Math.max(1, budgetWait(client)));
      const held = byClient.get(client) ?? 0;
      byClient.set(client, held + 1);
      try {
        if (running >= limits.concurrency) {
          // The slot is handed over by release(): running stays counted.
          await new Promise<void>((resolve, reject) => {
            const entry = {
              start: () => {
                clearTimeout(timer);
                resolve();
              },
            };
            const timer = setTimeout(() => {
              waiting.splice(waiting.indexOf(entry), 1);
              reject(new ServiceBusyError(1));
            }, maxWaitMs);
            waiting.push(entry);
          });
        } else {
          running += 1;
        }
        const started = now();
        try {
          return await work();
        } finally {
          charge(client, now() - started);
          release();
        }
      } finally {
        const left = (byClient.get(client) ?? 1) - 1;
        if (left > 0) byClient.set(client, left);
        else byClient.delete(client);
      }
    },
    get stats() {
      return { running, waiting: waiting.length };
    },
  };
}

export type HashQueue = ReturnType<typeof hashQueue>;
