import { useEffect, useRef } from 'react';

/**
 * For a step that replaces the one a person was using (registration's second step, the password reset's next
 * step): the button they pressed is gone, so focus would fall back to the page itself and a keyboard or
 * screen-reader user would start again from the top. The step takes focus then, and only then: a notice that
 * already took it (an error, "Te enviamos un código…") keeps it.
 */
export function useFocusWhenLost<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const step = ref.current;
    const active = document.activeElement;
    if (!step || (active && active !== document.body)) return;
    if (!step.hasAttribute('tabindex')) step.tabIndex = -1;
    step.focus({ preventScroll: true });
    step.scrollIntoView({ block: 'nearest' });
  }, []);
  return ref;
}
