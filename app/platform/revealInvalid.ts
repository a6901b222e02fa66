import { useEffect, useRef, type RefObject } from 'react';

/**
 * After a submit that found mistakes, brings the first field marked invalid to the middle of the screen and
 * focuses it: on a phone the button is often a screen below the field, and its message (a live region) is read
 * with the field. Runs each time a new `errors` object holding a message arrives, so give it the errors of a submit,
 * never a value that also changes while the customer types (a field re-checked per keystroke would pull the cursor
 * to the next wrong field in the middle of a word).
 */
export function useRevealInvalid<T extends HTMLElement>(
  errors: Readonly<Record<string, unknown>>,
  /** The form's ref when it already has one (useFocusWhenLost); otherwise the returned ref goes on it. */
  existing?: RefObject<T | null>,
) {
  const own = useRef<T>(null);
  const ref = existing ?? own;
  useEffect(() => {
    if (!Object.values(errors).some(Boolean)) return;
    const first = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    // The field's own box (label, control and message), or the control when it stands alone.
    const field = first.closest<HTMLElement>('[data-invalid]') ?? first;
    field.scrollIntoView({ block: 'center' });
    // A group (radios) is not focusable itself: its chosen or first choice is, as Tab would land.
    const target =
      first instanceof HTMLFieldSetElement
        ? (first.querySelector<HTMLElement>('input:checked') ??
          first.querySelector<HTMLElement>('input:not(:disabled)') ??
          first)
        : first;
    target.focus({ preventScroll: true });
  }, [errors, ref]);
  return ref;
}
