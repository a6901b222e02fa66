import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { applyTypeface } from './typeface';

/**
 * A first visit takes the portal's typeface with the next page it opens, in the same frame that draws that page, so
 * no text the customer is reading changes its type (typeface.ts).
 */
export function TypefaceOnNextPage() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname !== first.current) applyTypeface();
  }, [pathname]);
  return null;
}
