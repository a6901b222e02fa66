/**
 * The customer's choice about analytics (Ley N.° 29733): kept in the browser, readable before any script runs,
 * so prerendered pages and the single-page app agree on it. Nothing third-party loads until it says yes.
 * It is not personal data and not encrypted; logging out keeps it.
 */
export const CONSENT_KEY = 'consentimiento';

export interface ConsentChoice {
  analytics: boolean;
  /** When the customer decided (ISO date-time). */
  decidedAt: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let settingsOpen = false;
let cached: { raw: string | null; value: ConsentChoice | null } | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored choice, or null while the customer has not decided (or storage is unavailable). */
export function readConsent(): ConsentChoice | null {
  const raw = storage()?.getItem(CONSENT_KEY) ?? null;
  if (cached && cached.raw === raw) return cached.value;
  let value: ConsentChoice | null = null;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object' && typeof (parsed as ConsentChoice).analytics === 'boolean') {
      value = {
        analytics: (parsed as ConsentChoice).analytics,
        decidedAt: String((parsed as ConsentChoice).decidedAt ?? ''),
      };
    }
  } catch {
    value = null;
  }
  cached = { raw, value };
  return value;
}

/** Stores the choice, closes the preferences and tells every listener (the banner, the script loader). */
export function saveConsent(analytics: boolean, now: Date = new Date()): void {
  const previous = readConsent();
  try {
    storage()?.setItem(CONSENT_KEY, JSON.stringify({ analytics, decidedAt: now.toISOString() }));
  } catch {
    // Private mode or a full quota: the choice holds for this page only.
    cached = { raw: null, value: { analytics, decidedAt: now.toISOString() } };
  }
  if (previous?.analytics && !analytics) removeAnalyticsCookies();
  settingsOpen = false;
  emit();
}

/** The footer's "Preferencias de cookies": shows the banner again with the current choice. */
export function openConsentSettings(): void {
  settingsOpen = true;
  emit();
}

/** Whether the customer reopened the banner from the footer (focus goes to it). */
export function consentSettingsOpen(): boolean {
  return settingsOpen;
}

/** Whether the banner is showing: no decision yet, or the customer asked to change it. */
export function consentBannerVisible(): boolean {
  return settingsOpen || readConsent() === null;
}

export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs `start` once analytics are allowed: now, if they already are, or when the customer accepts. */
export function whenAnalyticsAllowed(start: () => () => void): () => void {
  let stop: (() => void) | null = null;
  const check = () => {
    if (!stop && readConsent()?.analytics) stop = start();
  };
  check();
  const unsubscribe = subscribeConsent(check);
  return () => {
    unsubscribe();
    stop?.();
  };
}

function emit() {
  for (const listener of [...listeners]) listener();
}

/** A withdrawal removes the analytics cookies already set (Google's `_ga*`, `_gid`, `_gcl_*`); scripts already running stop at the next page. */
function removeAnalyticsCookies() {
  if (typeof document === 'undefined') return;
  const host = window.location.hostname;
  const domains = ['', host, `.${host}`, `.${host.split('.').slice(-2).join('.')}`];
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim() ?? '';
    if (!/^(_ga|_gid|_gcl_|_gat)/.test(name)) continue;
    for (const domain of domains) {
      document.cookie = `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ''}`;
    }
  }
}
