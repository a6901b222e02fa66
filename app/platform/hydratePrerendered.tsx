import { startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { replayEarlyTap, takeEarlyTap } from './earlyTap';
import { markHydrated } from './hydrated';
import {
  readTypedBeforeHydration,
  restoreTypedAfterHydration,
  type TypedBeforeHydration,
} from './typedBeforeHydration';

/**
 * Rendered last in the hydrated document. Renders nothing; its effect runs once the whole page has hydrated (a
 * parent's effects follow its children's), hands back what the customer typed into the prerendered HTML meanwhile,
 * marks the page interactive and repeats the last button tapped before (earlyTap.ts). Just after the effects, not
 * inside them: there each field's event renders at once, so the next field's handler sees the form as the previous
 * one left it.
 */
function WhenHydrated({
  root,
  typed,
  tapped,
}: {
  root: HTMLElement;
  typed: TypedBeforeHydration;
  tapped: HTMLButtonElement | null;
}) {
  useEffect(() => {
    queueMicrotask(() => {
      restoreTypedAfterHydration(root, typed);
      markHydrated();
      replayEarlyTap(tapped);
    });
  }, [root, typed, tapped]);
  return null;
}

/**
 * Hydrates the prerendered document: `app` is the router, and what the customer typed or tapped before its scripts
 * arrived is handed back once it answers. As a transition, hydration works in slices and yields to the phone between
 * them (no long task).
 */
export function hydratePrerendered(app: ReactNode): void {
  const root = document.body;
  const typed = readTypedBeforeHydration(root);
  const tapped = takeEarlyTap();
  startTransition(() => {
    hydrateRoot(
      document,
      <>
        {app}
        <WhenHydrated root={root} typed={typed} tapped={tapped} />
      </>,
      { onRecoverableError: (error) => console.error('Hidratación:', error) },
    );
  });
}
