import { useEffect } from 'react';

/** "Citas programadas · Beneficios": the screen first, so a tab or the history names it. */
export const pageTitle = (screen: string) => `${screen} · Beneficios`;

/** The title the last server render asked for: a prerendered page carries it in its <title> from the first byte. */
let serverTitle: string | null = null;

/** The title asked for during the server render that just ran, then forgotten. */
export function takeServerTitle(): string | null {
  const title = serverTitle;
  serverTitle = null;
  return title;
}

/** Sets the document title for the screen on show; null leaves it to a page rendered inside (a fallback). */
export function usePageTitle(screen: string | null): void {
  if (typeof document === 'undefined' && screen !== null) serverTitle = pageTitle(screen);
  useEffect(() => {
    if (screen !== null) document.title = pageTitle(screen);
  }, [screen]);
}
