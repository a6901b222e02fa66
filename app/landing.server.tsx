import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { LandingApp } from './LandingApp';

/** Build time only: the home's HTML, so its first response already holds the largest paint. */
export function render(): string {
  return renderToString(
    <StrictMode>
      <LandingApp />
    </StrictMode>,
  );
}
