import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a route change the link or button that led there is often gone (a menu closed, a card replaced) and focus
 * falls back to the document: a keyboard or screen-reader user would start again from the top, with nothing said
 * about the new page. Once the new page has run its own effects (it may have focused a notice or a linked booking
 * itself), a focus still lost goes to the page's heading, which a screen reader then reads. Not the first page,
 * which the browser placed, and not an anchor within a page.
 */
export function FocusNewPage() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash) return;
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
      if (!heading) return;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      // ScrollToTop brings the page up; the heading is at its top.
      heading.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
  return null;
}
