import { useCallback, useRef } from 'react';

/**
 * One key per booking attempt. The same attempt (same slot or week) keeps its key across
 * retries, so a retry after a lost answer returns the booking already made instead of a second one.
 * A definitive answer from the server (booked or refused) settles the attempt.
 */
export function useIdempotencyKey() {
  const current = useRef<{ attempt: string; key: string } | null>(null);
  const keyFor = useCallback((attempt: string) => {
    if (current.current?.attempt !== attempt) current.current = { attempt, key: crypto.randomUUID() };
    return current.current.key;
  }, []);
  const settle = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, settle };
}
