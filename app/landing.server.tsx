import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { LandingApp } from './LandingApp';
import { buildLandingData } from './pages/public/landing/landingData';

/** Build time only: the home's HTML (so the first response holds the largest paint) and the data it hydrates with. */
export function render(): { html: string; data: string } {
  const data = buildLandingData();
  const html = renderToString(
    <StrictMode>
      <LandingApp data={data} />
    </StrictMode>,
  );
  // Safe inside <script>: no "</script>" or "<!--" can appear.
  return { html, data: JSON.stringify(data).replace(/</g, '\\u003c') };
}
