// The typeface's Latin file, which fonts.css names too: the one Spanish text needs.
import typefaceFile from '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2?url';
import { StrictMode } from 'react';
import { HydratedRouter } from 'react-router/dom';
import { hydratePrerendered } from './platform/hydratePrerendered';
import { fetchTypeface } from './platform/typeface';

/**
 * The portal's client entry: React Router hydrates the page the build prerendered (or its single-page app's
 * fallback). It is asked for only after the first paint (app/build/firstPaintFirst.ts), and the typeface's file with
 * it (platform/typeface.ts).
 */
fetchTypeface(typefaceFile);
hydratePrerendered(
  <StrictMode>
    <HydratedRouter />
  </StrictMode>,
);
