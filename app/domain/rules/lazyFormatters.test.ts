import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * A page's first `Intl` formatter loads the locale data (200–340 ms on a phone at a quarter of a laptop's speed).
 * The logged-in home loads these modules without formatting an amount, so loading them makes none; dates are written
 * from our own tables (dates.ts) and make none at all.
 */
describe('formatters made on first use', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('loading the rules makes no formatter; the first amount makes one and a long date none', async () => {
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
    const { standingOn } = await import('./bookingCheck.ts');
    const { benefitRules } = await import('./benefitRules.ts');
    expect(made).toEqual([]);

    expect(formatSoles(1234.5)).toBe('S/ 1,234.50');
    expect(formatSoles(20)).toBe('S/ 20.00');
    const rules = Object.values(benefitRules).find((r) => r.carenciaDias === 90);
    if (!rules) throw new Error('a benefit with a 90-day waiting period');
    const refusal = standingOn({
      rules,
      title: 'Chequeo',
      fecha: '2027-03-02',
      inicioVigencia: '2027-01-01',
      usados: 0,
    });
    expect(refusal?.mensaje).toContain('podrás usarlo desde el 1 de abril de 2027.');
    expect(made).toEqual(['NumberFormat']);
  });
});
