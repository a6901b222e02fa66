import { useEffect } from 'react';
import { markHydrated } from './hydrated';
import { restoreTypedAfterHydration, type TypedBeforeHydration } from './typedBeforeHydration';

/**
 * Rendered last in a hydrated root (the single-page app's and the home's). Renders nothing; its effect runs once the
 * whole page has hydrated (a parent's effects follow its children's), hands back what the customer typed into the
 * prerendered HTML meanwhile and marks the page interactive. Just after the effects, not inside them: there each
 * field's event renders at once, so the next field's handler sees the form as the previous one left it.
 */
export function TypedBeforeHydrationKept({ root, typed }: { root: HTMLElement; typed: TypedBeforeHydration }) {
  useEffect(() => {
    queueMicrotask(() => {
      restoreTypedAfterHydration(root, typed);
      markHydrated();
    });
  }, [root, typed]);
  return null;
}
