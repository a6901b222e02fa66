import { useEffect, useState } from 'react';
import { LONGEST_TIMER_MS } from './timers';

/**
 * The current time, read again at the instant `nextChange` names: what a page shows from the clock (a video room
 * opening) changes then, without the page polling. A phone that slept past it reads the time again on waking.
 */
export function useNowUntil(nextChange: (now: number) => number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const at = nextChange(now);
  useEffect(() => {
    if (at === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(at - Date.now(), 0), LONGEST_TIMER_MS));
    return () => clearTimeout(timer);
  }, [at, now]);
  return now;
}
