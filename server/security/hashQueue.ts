import { ServiceBusyError } from '../http/errors.ts';

/**
 * Password hashing with bounded concurrency. scrypt at 2^17 takes a core and 128 MB for a noticeable time;
 * unbounded, a login flood takes every core and the memory, and every other request waits behind it. Here
 * at most `concurrency` hashes run, at most `queue` wait, and anything beyond is refused at once with a 503
 * (Retry-After) that costs nothing.
 */
export function hashQueue(limits: { concurrency: number; queue: number }) {
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= limits.concurrency) {
        if (waiting.length >= limits.queue) throw new ServiceBusyError(1);
        // The slot is handed over by release(): running stays counted.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
    get stats() {
      return { running, waiting: waiting.length };
    },
  };
}

export type HashQueue = ReturnType<typeof hashQueue>;
