import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LandingApp } from './LandingApp';
import type { LandingData } from './pages/public/landing/landingData';
import { hydratePrerendered } from './platform/hydratePrerendered';

/** Hydrates the prerendered home with the data that travels in the page (or renders it, when not prerendered). */
export async function startLanding(container: HTMLElement) {
  const island = document.getElementById('datos-portada');
  if (island?.textContent && container.firstElementChild) {
    const data = JSON.parse(island.textContent) as LandingData;
    // The quick form answers the keyboard before the scripts arrive: what was typed survives the hydration. It is
    // handed back inside the content's boundary, which hydrates after the frame: the form is in it.
    hydratePrerendered(
      container,
      (kept) => (
        <StrictMode>
          <LandingApp data={data} afterContent={kept} />
        </StrictMode>
      ),
      'Hidratación de la portada',
    );
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
