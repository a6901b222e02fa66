/**
 * Whether a finger or mouse button is down right now. A field loses focus on the press of the next control,
 * and a message shown at that moment moves that control before the press ends, so the tap misses it.
 */
let pressed = false;
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pressed = true), true);
  document.addEventListener('pointercancel', () => (pressed = false), true);
  document.addEventListener('pointerup', () => (pressed = false), true);
}

/** Runs `show` now, or, when a press caused the blur, just after that press has become its click. */
export function whenTapEnds(show: () => void): void {
  if (!pressed) {
    show();
    return;
  }
  document.addEventListener('pointerup', () => setTimeout(show, 0), { once: true, capture: true });
}
