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
}

/**
 * Password hashing with bounded concurrency. scrypt at 2^17 takes a core and 128 MB for a noticeable time;
 * unbounded, a login flood takes every core and the memory, and every other request waits behind it. Here
 * at most `concurrency` hashes run, at most `queue` wait (each at most `maxWaitMs`), one client holds at most
 * `perClient` of those places, and anything beyond is refused at once with a 503 (Retry-After) that costs nothing.
 */
export function hashQueue(limits: HashLimits) {
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
  const atOwnBound = (client: string) => client !== '' && (byClient.get(client) ?? 0) >= perClient;
  const admits = (client: string) => !atOwnBound(client) && !(running >= limits.concurrency && waiting.length >= limits.queue);

  return {
    /**
     * Resolves when `run` would take this client's work now; otherwise rejects with the 503 `run` would give, after
     * `refusalDelayMs` when the client itself holds all its places. A route calls it before any other work, so a
     * request that would be refused anyway costs no database round trip either.
     */
    async admit(client = ''): Promise<void> {
      if (admits(client)) return;
      if (atOwnBound(client) && refusalDelayMs > 0 && held < refusalsHeld) {
        held += 1;
        await new Promise((resolve) => setTimeout(resolve, refusalDelayMs));
        held -= 1;
      }
      throw new ServiceBusyError(1);
    },
    async run<T>(work: () => Promise<T>, client = ''): Promise<T> {
      if (!admits(client)) throw new ServiceBusyError(1);
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
        try {
          return await work();
        } finally {
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
