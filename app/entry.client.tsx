import { StrictMode } from 'react';
import { HydratedRouter } from 'react-router/dom';
import { hydratePrerendered } from './platform/hydratePrerendered';

/**
 * The portal's client entry: React Router hydrates the page the build prerendered (or its single-page app's
 * fallback). It is asked for only after the first paint (app/build/firstPaintFirst.ts).
 */
hydratePrerendered(
  <StrictMode>
    <HydratedRouter />
  </StrictMode>,
);
