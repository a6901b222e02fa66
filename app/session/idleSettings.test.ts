import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../config';
import { IDLE_OVERRIDE_KEY, MIN_WARNING_MS, idleSettings } from './idleSettings';

function withStored(value: string | null) {
  vi.stubGlobal('window', { localStorage: { getItem: (key: string) => (key === IDLE_OVERRIDE_KEY ? value : null) } });
}

describe('idleSettings', () => {
  beforeEach(() => {
    config.idleOverride = true;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    config.idleOverride = false;
  });

  it('uses the configured values without an override', () => {
    withStored(null);
    expect(idleSettings()).toEqual({ timeoutMs: config.idleTimeoutMs, warningMs: config.idleWarningMs });
  });

  it('reads "timeout,warning" from local storage', () => {
    withStored('23000,21000');
    expect(idleSettings()).toEqual({ timeoutMs: 23_000, warningMs: 21_000 });
  });

  it('never warns for less than 20 s, nor longer than the whole timeout', () => {
    withStored('60000,5000');
    expect(idleSettings().warningMs).toBe(MIN_WARNING_MS);
    withStored('10000');
    expect(idleSettings()).toEqual({ timeoutMs: 10_000, warningMs: 10_000 });
  });

  it('ignores a malformed override and works without storage', () => {
    withStored('pronto');
    expect(idleSettings().timeoutMs).toBe(config.idleTimeoutMs);
    vi.stubGlobal('window', undefined);
    expect(idleSettings().timeoutMs).toBe(config.idleTimeoutMs);
  });

  it('ignores the override in a build that does not allow it', () => {
    config.idleOverride = false;
    withStored('23000,21000');
    expect(idleSettings()).toEqual({ timeoutMs: config.idleTimeoutMs, warningMs: config.idleWarningMs });
  });
});
