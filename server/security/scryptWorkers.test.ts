import crypto from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scryptLowPriority } from './scryptWorkers.ts';

/** The nice value of one of this process's threads (Linux keeps one per thread). */
const niceOf = (tid: number | string) =>
  Number(fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);

/** Nice values of this process's threads. */
const threadNiceValues = () => fs.readdirSync('/proc/self/task').map(niceOf);

describe('scrypt on low-priority threads', () => {
  it('derives the same keys as crypto.scrypt, several at once', async () => {
    const options = { N: 2 ** 12, r: 8, p: 1, maxmem: 256 * 2 ** 12 * 8 };
    const salts = Array.from({ length: 6 }, () => crypto.randomBytes(16));
    const keys = await Promise.all(salts.map((salt, i) => scryptLowPriority(`secreto-${i}`, salt, 64, options)));
    keys.forEach((key, i) => expect(key.equals(crypto.scryptSync(`secreto-${i}`, salts[i]!, 64, options))).toBe(true));
  });

  it.runIf(process.platform === 'linux')('runs at the lowest priority while the event loop keeps its own', async () => {
    // The main thread's id is the process id. Not the first listed: thread ids wrap around like process ids, so a
    // worker started later can have a smaller one.
    const mainBefore = niceOf(process.pid);
    await scryptLowPriority('x', crypto.randomBytes(16), 64, { N: 2 ** 10, r: 8, p: 1, maxmem: 256 * 2 ** 10 * 8 });
    expect(threadNiceValues()).toContain(19);
    // This (the main) thread kept its priority.
    expect(niceOf(process.pid)).toBe(mainBefore);
    expect(mainBefore).not.toBe(19);
  });
});
