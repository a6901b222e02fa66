import { useEffect, useRef } from 'react';

/**
 * For a step that replaces the one a person was using (registration's second step, the password reset's next
 * step): the button they pressed is gone, so focus would fall back to the page itself and a keyboard or
 * screen-reader user would start again from the top. The step takes focus then, and only then: a notice that
 * already took it (an error, "Te enviamos un código…") keeps it. A step that is also the page's first (registration's
 * step 1) passes `replacing` false when it is not replacing another: the browser placed the page's focus.
 */
export function useFocusWhenLost<T extends HTMLElement>(replacing = true) {
  const ref = useRef<T>(null);
  // Decided as the step appears, the only time it takes the focus.
  const takesFocus = useRef(replacing);
  useEffect(() => {
    const step = ref.current;
    if (takesFocus.current && step && focusIfLost(step)) step.scrollIntoView({ block: 'nearest' });
  }, []);
  return ref;
}

/**
 * Focuses `target` (made focusable by script if it is not) when focus has fallen back to the page itself, and
 * answers whether it did: an element that already holds the focus keeps it. The caller decides about scrolling.
 */
export function focusIfLost(target: HTMLElement): boolean {
  const active = document.activeElement;
  if (active && active !== document.body) return false;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  return true;
}

/**
 * The page's heading (or its main region) takes a focus that has fallen back to the document, as after a new page:
 * a screen reader then says where the person is, and Tab goes on from the top of the page's content.
 */
export function focusHeadingIfLost() {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (heading) focusIfLost(heading);
}
