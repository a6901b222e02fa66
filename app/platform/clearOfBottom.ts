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

/** Fields one types into: their text must show. Buttons and links are left where the tap found them. */
const TYPED =
  'input:not([type="checkbox"], [type="radio"], [type="button"], [type="submit"], [type="reset"], [type="image"], ' +
  '[type="file"], [type="range"], [type="color"]), textarea, [contenteditable="true"], [contenteditable=""]';

/**
 * The padding serves focus that the browser scrolls to, by keyboard. A field tapped where it shows above the band is
 * focused where it is, the rest of it under the band, hiding what the customer types: it is brought clear too. Only a
 * field one types into (a button moved under the finger could lose its tap), and none in a dialog: dialogs are drawn
 * above the band (the survey popup is itself a band).
 */
function revealFocused(event: FocusEvent) {
  const target = event.target;
  if (!(target instanceof HTMLElement) || !target.matches(TYPED) || target.closest('[role="dialog"]')) return;
  const tallest = Math.max(0, ...covering.values());
  if (target.getBoundingClientRect().bottom > window.innerHeight - tallest) target.scrollIntoView({ block: 'nearest' });
}

function watchFocus() {
  if (Math.max(0, ...covering.values()) > 0) document.addEventListener('focusin', revealFocused);
  else document.removeEventListener('focusin', revealFocused);
}

/** The screen's bottom band the element hides: its height and, when it floats, the gap below it. */
function coveredHeight(element: HTMLElement): number {
  if (element.offsetHeight === 0) return 0;
  const gap = Number.parseFloat(getComputedStyle(element).bottom);
  return element.offsetHeight + (Number.isFinite(gap) ? gap : 0);
}

/**
 * Keeps focused elements scrolled clear of `element`, which sits at the bottom of the screen, while it shows and as
 * its height changes, however they were focused; the returned function ends that.
 */
export function keepFocusClearOf(element: HTMLElement): () => void {
  const observer = new ResizeObserver(() => {
    covering.set(element, coveredHeight(element));
    applyPadding();
    watchFocus();
  });
  observer.observe(element);
  return () => {
    observer.disconnect();
    covering.delete(element);
    applyPadding();
    watchFocus();
  };
}
