// The typeface's Latin file, which fonts.css names too: the one Spanish text needs.
import typefaceFile from '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2?url';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { applyTypeface, fetchTypeface } from './typeface';

/**
 * A first visit brings the portal's typeface into the cache once its page answers, and takes it with the next page
 * it opens, in the same frame that draws that page, so no text the customer is reading changes its type
 * (typeface.ts).
 */
export function TypefaceOnNextPage() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => fetchTypeface(typefaceFile), []);
  useLayoutEffect(() => {
    if (pathname !== first.current) applyTypeface();
  }, [pathname]);
  return null;
}
