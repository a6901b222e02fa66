import { useLayoutEffect, useRef, useState } from 'react';
import { interaction } from '../../tokens/interaction';

/**
 * Whether a tap or click is under way: from the press until its click. A field loses focus on the press of the
 * next control; a message drawn at that moment pushes that control down before the click, and the tap misses it.
 * With a mouse the focus moves between press and release; on a touch screen it moves after the release, with
 * the click, so a press ends with its click (or, when none comes, shortly after the release).
 */
let pressed = false;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;
const waiting = new Set<() => void>();

function endPress() {
  clearTimeout(releaseTimer);
  if (!pressed) return;
  pressed = false;
  const calls = [...waiting];
  waiting.clear();
  // After the click's own handlers: the click lands where the finger is before anything moves.
  setTimeout(() => calls.forEach((call) => call()), 0);
}

function listen() {
  if (typeof document === 'undefined') return;
  const press = () => {
    clearTimeout(releaseTimer);
    pressed = true;
  };
  const release = () => {
    clearTimeout(releaseTimer);
    releaseTimer = setTimeout(endPress, interaction.tapClick);
  };
  document.addEventListener('pointerdown', press, true);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', endPress, true);
  document.addEventListener('click', endPress, true);
}
listen();

/** Calls `then` once the current press has become its click; returns a cancel. */
function afterPress(then: () => void): () => void {
  waiting.add(then);
  return () => void waiting.delete(then);
}

/**
 * The error a field draws: a message that appears while a tap or click is under way (a blur caused by pressing
 * the next control) waits until that press has become its click, so the control under the finger does not move.
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `shown` is read through `appearsDuringPress`, computed at the render that brought the error.
  }, [error]);

  return appearsDuringPress ? shown : error;
}
