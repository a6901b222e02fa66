import { useCallback, useEffect, useRef, useState } from 'react';
import { idleSettings } from './idleSettings';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
const TICK_MS = 1000;

export interface IdleCountdown {
  /** Milliseconds left while the warning shows, null otherwise. */
  remainingMs: number | null;
  /** "Seguir conectado": the countdown starts over. */
  stayConnected(): void;
}

/**
 * Counts a logged-in customer's inactivity. In the last `warningMs` the countdown is exposed so a
 * dialog can offer "Seguir conectado"; at zero `onTimeout` runs. While the warning shows, only an
 * explicit answer counts, so a stray scroll does not silently keep the session open.
 */
export function useIdleCountdown(active: boolean, onTimeout: () => void): IdleCountdown {
  const [remainingMs, setRemainingMs] = useState<number | null>(null);
  const lastActivity = useRef(Date.now());
  const warningRef = useRef(false);
  warningRef.current = remainingMs !== null;
  const timeoutRef = useRef(onTimeout);
  timeoutRef.current = onTimeout;

  useEffect(() => {
    if (!active) {
      setRemainingMs(null);
      return;
    }
    const { timeoutMs, warningMs } = idleSettings();
    lastActivity.current = Date.now();
    const onActivity = () => {
      if (!warningRef.current) lastActivity.current = Date.now();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    let ended = false;
    const timer = window.setInterval(() => {
      if (ended) return;
      const left = timeoutMs - (Date.now() - lastActivity.current);
      if (left <= 0) {
        ended = true;
        setRemainingMs(null);
        timeoutRef.current();
        return;
      }
      setRemainingMs(left <= warningMs ? left : null);
    }, TICK_MS);
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [active]);

  const stayConnected = useCallback(() => {
    lastActivity.current = Date.now();
    setRemainingMs(null);
  }, []);

  return { remainingMs, stayConnected };
}
