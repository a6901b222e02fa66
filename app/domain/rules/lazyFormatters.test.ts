import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * A page's first `Intl` formatter loads the locale data (200–340 ms on a phone at a quarter of a laptop's speed).
 * The logged-in home loads these modules without formatting an amount or a long date, so loading them makes none.
 */
describe('formatters made on first use', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('loading the rules makes no formatter; the first amount and the first long date make theirs', async () => {
    const made: string[] = [];
    class CountedNumberFormat extends Intl.NumberFormat {
      constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        super(...args);
        made.push('NumberFormat');
      }
    }
    class CountedDateTimeFormat extends Intl.DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        super(...args);
        made.push('DateTimeFormat');
      }
    }
    vi.stubGlobal(
      'Intl',
      Object.assign(Object.create(Intl) as typeof Intl, {
        NumberFormat: CountedNumberFormat,
        DateTimeFormat: CountedDateTimeFormat,
      }),
    );
    vi.resetModules();
    const { formatSoles } = await import('./ruleSentences.ts');
    const { formatLongDay } = await import('./bookingCheck.ts');
    expect(made).toEqual([]);

    expect(formatSoles(1234.5)).toBe('S/ 1,234.50');
    expect(formatSoles(20)).toBe('S/ 20.00');
    expect(formatLongDay('2027-03-15')).toBe('15 de marzo de 2027');
    expect(formatLongDay('2027-04-01')).toBe('1 de abril de 2027');
    expect(made).toEqual(['NumberFormat', 'DateTimeFormat']);
  });
});
