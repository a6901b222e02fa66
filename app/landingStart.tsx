import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LandingApp } from './LandingApp';
import type { LandingData } from './pages/public/landing/landingData';

/** Hydrates the prerendered home with the data that travels in the page (or renders it, when not prerendered). */
export async function startLanding(container: HTMLElement) {
  const island = document.getElementById('datos-portada');
  if (island?.textContent && container.firstElementChild) {
    const data = JSON.parse(island.textContent) as LandingData;
    hydrateRoot(
      container,
      <StrictMode>
        <LandingApp data={data} />
      </StrictMode>,
      { onRecoverableError: (error) => console.error('Hidratación de la portada:', error) },
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
