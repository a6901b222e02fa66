import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LandingApp } from './LandingApp';
import type { LandingData } from './pages/public/landing/landingData';
import { readTypedBeforeHydration } from './platform/typedBeforeHydration';
import { TypedBeforeHydrationKept } from './platform/TypedBeforeHydrationKept';

/** Hydrates the prerendered home with the data that travels in the page (or renders it, when not prerendered). */
export async function startLanding(container: HTMLElement) {
  const island = document.getElementById('datos-portada');
  if (island?.textContent && container.firstElementChild) {
    const data = JSON.parse(island.textContent) as LandingData;
    // The quick form answers the keyboard before the scripts arrive: what was typed survives the hydration.
    const typed = readTypedBeforeHydration(container);
    // As a transition, hydration works in slices and yields to the phone between them (no long task).
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          {/* Inside the content's boundary: that boundary hydrates after the frame, and the form is in it. */}
          <LandingApp data={data} afterContent={<TypedBeforeHydrationKept root={container} typed={typed} />} />
        </StrictMode>,
        { onRecoverableError: (error) => console.error('Hidratación de la portada:', error) },
      );
    });
    return;
  }
  // Not prerendered (development server): work the data out here.
  const { buildLandingData } = await import('./pages/public/landing/landingData');
  createRoot(container).render(
    <StrictMode>
      <LandingApp data={buildLandingData()} />
    </StrictMode>,
  );
}
