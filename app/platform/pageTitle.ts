import { useEffect } from 'react';

/** "Citas programadas · Beneficios": the screen first, so a tab or the history names it. */
export const pageTitle = (screen: string) => `${screen} · Beneficios`;

/** Sets the document title for the screen on show; null leaves it to a page rendered inside (a fallback). */
export function usePageTitle(screen: string | null): void {
  useEffect(() => {
    if (screen !== null) document.title = pageTitle(screen);
  }, [screen]);
}
