import crypto from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scryptLowPriority } from './scryptWorkers.ts';

/** Nice values of this process's threads (Linux keeps one per thread). */
function threadNiceValues(): number[] {
  return fs
    .readdirSync('/proc/self/task')
    .map((tid) => Number(fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]));
}

describe('scrypt on low-priority threads', () => {
  it('derives the same keys as crypto.scrypt, several at once', async () => {
    const options = { N: 2 ** 12, r: 8, p: 1, maxmem: 256 * 2 ** 12 * 8 };
    const salts = Array.from({ length: 6 }, () => crypto.randomBytes(16));
    const keys = await Promise.all(salts.map((salt, i) => scryptLowPriority(`secreto-${i}`, salt, 64, options)));
    keys.forEach((key, i) => expect(key.equals(crypto.scryptSync(`secreto-${i}`, salts[i]!, 64, options))).toBe(true));
  });

  it.runIf(process.platform === 'linux')('runs at the lowest priority while the event loop keeps its own', async () => {
    const before = threadNiceValues();
    await scryptLowPriority('x', crypto.randomBytes(16), 64, { N: 2 ** 10, r: 8, p: 1, maxmem: 256 * 2 ** 10 * 8 });
    const after = threadNiceValues();
    expect(after).toContain(19);
    // This (the main) thread kept its priority.
    expect(after[0]).toBe(before[0]);
    expect(after[0]).not.toBe(19);
  });
});
