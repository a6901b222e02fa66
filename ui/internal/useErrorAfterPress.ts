import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether a finger or mouse button is down right now. A field loses focus on the press of the next control;
 * a message drawn at that moment pushes that control down before the press ends, and the tap misses it.
 */
let pressed = false;
let listening = false;

function listen() {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('pointerdown', () => (pressed = true), true);
  document.addEventListener('pointercancel', () => (pressed = false), true);
  document.addEventListener('pointerup', () => (pressed = false), true);
}
listen();

/** Calls `then` once the current press has ended and become its click; returns a cancel. */
function afterPress(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const end = () => {
    timer = setTimeout(then, 0);
  };
  document.addEventListener('pointerup', end, { once: true, capture: true });
  document.addEventListener('pointercancel', end, { once: true, capture: true });
  return () => {
    document.removeEventListener('pointerup', end, { capture: true });
    document.removeEventListener('pointercancel', end, { capture: true });
    clearTimeout(timer);
  };
}

/**
 * The error a field draws: a message that appears while a pointer is pressed (a blur caused by tapping the
 * next control) waits until that press has become its click, so the control under the finger does not move.
 * Any other change (a message at submit, a changed or cleared message) is drawn at once.
 */
export function useErrorAfterPress<T>(error: T): T | undefined {
  const [shown, setShown] = useState<T | undefined>(error);
  const latest = useRef(error);
  latest.current = error;
  const appearsDuringPress = Boolean(error) && !shown && pressed;

  useLayoutEffect(() => {
    if (!appearsDuringPress) {
      setShown(error);
      return;
    }
    return afterPress(() => setShown(latest.current));
    // `shown` is read through `appearsDuringPress`, computed at the render that brought the error.
  }, [error]);

  return appearsDuringPress ? shown : error;
}
