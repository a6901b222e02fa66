import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server prerenders a page and while React hydrates it; true once the page answers its events.
 * A prerendered form keeps its submit button disabled until then: a tap before hydration would otherwise submit
 * the form natively, as a GET that puts what was typed (a password included) into the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** From here on the page answers its events (and links open their dialogs); monitoring and tests can tell. */
export function markHydrated(): void {
  document.documentElement.dataset.hydrated = 'true';
}
