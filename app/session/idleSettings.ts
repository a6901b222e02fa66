import { config } from '../config';

/**
 * Inactivity timing. Build time: VITE_IDLE_TIMEOUT_MS / VITE_IDLE_WARNING_MS (see app/config.ts).
 * Run time, for tests and demos, only in a build with VITE_IDLE_OVERRIDE=1 (the end-to-end build):
 * localStorage['beneficios:idle-ms'] = "timeout" or "timeout,warning" in milliseconds overrides both, read when a
 * session starts. A customer's build ignores it: nobody stretches the timeout on a shared computer.
 * The warning always gives at least 20 s (WCAG 2.2.1) unless the whole timeout is shorter.
 */
export const IDLE_OVERRIDE_KEY = 'beneficios:idle-ms';
export const MIN_WARNING_MS = 20_000;

export interface IdleSettings {
  timeoutMs: number;
  warningMs: number;
}

function positive(text: string | undefined): number | null {
  const n = Number(text);
  return Number.isFinite(n) && n > 0 ? n : null;
}

export function idleSettings(): IdleSettings {
  let override: string | null = null;
  try {
    if (config.idleOverride) override = window.localStorage.getItem(IDLE_OVERRIDE_KEY);
  } catch {
    // No storage: build-time values.
  }
  const [timeoutText, warningText] = (override ?? '').split(',');
  const timeoutMs = positive(timeoutText) ?? config.idleTimeoutMs;
  const warningMs = Math.max(MIN_WARNING_MS, positive(warningText) ?? config.idleWarningMs);
  return { timeoutMs, warningMs: Math.min(warningMs, timeoutMs) };
}
