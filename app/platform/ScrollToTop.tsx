import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { prefersReducedMotion } from '../../tokens';

/**
 * Each route change starts at the top of the page, smoothly unless the user asked for less motion. Not the first
 * page: the browser placed it (top, an anchor, or where the person had already scrolled a prerendered page to).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [pathname]);
  return null;
}
