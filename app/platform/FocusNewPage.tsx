import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusHeadingIfLost } from './focusWhenLost';

/**
 * After a route change the link or button that led there is often gone (a menu closed, a card replaced) and focus
 * falls back to the document: a keyboard or screen-reader user would start again from the top, with nothing said
 * about the new page. After the new page's first render (whose effects may already have focused a notice), a
 * focus still lost goes to the page's heading, which a screen reader then reads. Not the first page, which the
 * browser placed; not an anchor within a page; and not a link to one booking (`?cita=`), which Citas focuses once
 * its list has loaded.
 */
export function FocusNewPage() {
  const { pathname, hash, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash || new URLSearchParams(search).has('cita')) return;
    // ScrollToTop brings the page up; the heading is at its top.
    const frame = requestAnimationFrame(focusHeadingIfLost);
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash, search]);
  return null;
}
