import { describe, expect, it, vi } from 'vitest';
import { CONSENT_KEY } from '../platform/consent.ts';
import { CONSENT_DECIDED_ATTRIBUTE, markConsentDecided } from '../platform/consentGate.ts';
import { inlineScript } from './inlineScript.ts';

/** Runs a script's text with nothing but the globals given, as a page's inline script runs. */
function runAlone(text: string, globals: Record<string, unknown>) {
  new Function(...Object.keys(globals), text)(...Object.values(globals));
}

describe('inlineScript', () => {
  it('calls the function with its arguments, minified: no comments, no line breaks', () => {
    const text = inlineScript(markConsentDecided, CONSENT_KEY, CONSENT_DECIDED_ATTRIBUTE);
    expect(text).toContain(CONSENT_KEY);
    expect(text).not.toMatch(/\/\/|\/\*|\n/);
  });

  it('gives a script that runs on its own: the consent gate marks a decided customer', () => {
    const setAttribute = vi.fn();
    const text = inlineScript(markConsentDecided, CONSENT_KEY, CONSENT_DECIDED_ATTRIBUTE);
    const page = (stored: string | null) => ({
      localStorage: { getItem: (key: string) => (key === CONSENT_KEY ? stored : null) },
      document: { documentElement: { setAttribute } },
    });
    runAlone(text, page('{"analytics":false,"decidedAt":"2026-11-27T10:00:00Z"}'));
    expect(setAttribute).toHaveBeenCalledWith(CONSENT_DECIDED_ATTRIBUTE, '');
    setAttribute.mockClear();
    runAlone(text, page(null));
    runAlone(text, page('no es JSON'));
    runAlone(text, page('{"analytics":"sí"}'));
    expect(setAttribute).not.toHaveBeenCalled();
  });

  it('refuses a function that does not parse once sent alone', () => {
    const method = { run() {} };
    expect(() => inlineScript(method.run)).toThrow(/Inline script run/);
  });
});
