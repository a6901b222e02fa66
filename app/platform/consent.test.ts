import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The consent store with a fake browser storage (the unit project runs in Node). */
function fakeWindow() {
  const values = new Map<string, string>();
  const localStorage = {
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
    removeItem: (k: string) => void values.delete(k),
  };
  vi.stubGlobal('window', { localStorage, location: { hostname: 'localhost' } });
  return values;
}

describe('consent', () => {
  let values: Map<string, string>;
  beforeEach(() => {
    vi.resetModules();
    values = fakeWindow();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is undecided at first, and the banner shows', async () => {
    const consent = await import('./consent.ts');
    expect(consent.readConsent()).toBeNull();
    expect(consent.consentBannerVisible()).toBe(true);
  });

  it('ignores a stored value it cannot read', async () => {
    values.set('consentimiento', '{"analytics":"sí"}');
    const consent = await import('./consent.ts');
    expect(consent.readConsent()).toBeNull();
    values.set('consentimiento', 'no es json');
    expect(consent.readConsent()).toBeNull();
  });

  it('starts analytics only once they are accepted, and only once', async () => {
    const consent = await import('./consent.ts');
    const start = vi.fn(() => () => {});
    const stop = consent.whenAnalyticsAllowed(start);
    expect(start).not.toHaveBeenCalled();
    consent.saveConsent(false, new Date('2026-11-22T12:00:00Z'));
    expect(start).not.toHaveBeenCalled();
    expect(consent.consentBannerVisible()).toBe(false);
    consent.saveConsent(true);
    consent.saveConsent(true);
    expect(start).toHaveBeenCalledTimes(1);
    stop();
  });

  it('remembers the choice and reopens from the footer with it', async () => {
    const consent = await import('./consent.ts');
    consent.saveConsent(true, new Date('2026-11-22T12:00:00Z'));
    expect(JSON.parse(values.get('consentimiento')!)).toEqual({
      analytics: true,
      decidedAt: '2026-11-22T12:00:00.000Z',
    });
    consent.openConsentSettings();
    expect(consent.consentBannerVisible()).toBe(true);
    expect(consent.consentSettingsOpen()).toBe(true);
    expect(consent.readConsent()?.analytics).toBe(true);
  });
});
