import { describe, expect, it } from 'vitest';
import { endOfTurn } from './endOfTurn.ts';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('end of the turn', () => {
  it('is one moment for every answer of a turn, after the promise jobs the turn still runs', async () => {
    const order: string[] = [];
    const first = endOfTurn();
    const second = endOfTurn();
    expect(second).toBe(first);
    void first.then(() => order.push('answers'));
    // Handlers still finishing in this turn (chains of promise jobs) come first.
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(order).toEqual([]);
    await first;
    expect(order).toEqual(['answers']);
  });

  it('starts again in the next turn', async () => {
    const first = endOfTurn();
    await first;
    await nextTurn();
    const later = endOfTurn();
    expect(later).not.toBe(first);
    let settled = false;
    void later.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await later;
    expect(settled).toBe(true);
  });
});
