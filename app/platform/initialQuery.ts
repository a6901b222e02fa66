/**
 * A link of the form `https://portal/?/ecosistema/salud` (how static hosts hand deep links to a
 * single-page app) is turned into its path at load, replacing the history entry. Other query strings
 * (the video room's `?id=`) are left alone.
 */
export function pathFromInitialQuery(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string | null {
  if (location.pathname !== '/' || !location.search.startsWith('?/')) return null;
  const target = decodeURIComponent(location.search.slice(1)).replace(/&/, '?');
  if (!target.startsWith('/') || target.startsWith('//')) return null;
  return target + location.hash;
}
