/**
 * What covers the bottom of the screen while it shows (the cookie notice, the survey popup), and how much of it each
 * covers. While any does, the page scrolls a focused element clear of the tallest (WCAG 2.4.11): the root's
 * `scroll-padding-bottom`. One record for all of them, so one closing does not take away the room another still needs.
 */
const covering = new Map<HTMLElement, number>();

function applyPadding() {
  const root = document.documentElement;
  const tallest = Math.max(0, ...covering.values());
  if (tallest > 0) root.style.scrollPaddingBottom = `${tallest}px`;
  else root.style.removeProperty('scroll-padding-bottom');
}

/** The screen's bottom band the element hides: its height and, when it floats, the gap below it. */
function coveredHeight(element: HTMLElement): number {
  if (element.offsetHeight === 0) return 0;
  const gap = Number.parseFloat(getComputedStyle(element).bottom);
  return element.offsetHeight + (Number.isFinite(gap) ? gap : 0);
}

/**
 * Keeps focused elements scrolled clear of `element`, which sits at the bottom of the screen, while it shows and as
 * its height changes; the returned function ends that.
 */
export function keepFocusClearOf(element: HTMLElement): () => void {
  const observer = new ResizeObserver(() => {
    covering.set(element, coveredHeight(element));
    applyPadding();
  });
  observer.observe(element);
  return () => {
    observer.disconnect();
    covering.delete(element);
    applyPadding();
  };
}
