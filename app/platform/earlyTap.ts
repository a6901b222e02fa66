/** The global in which the early-tap script keeps the last button tapped; false once React answers taps itself. */
export const EARLY_TAP_SLOT = '__beneficiosEarlyTap';

/**
 * An inline script in the <head> of every page (app/build/firstPaintFirst.ts). A prerendered page is on screen before
 * its scripts, and on a slow line a customer taps its buttons (the phone menu, the cookie banner's) before they
 * answer: the tap would be lost, and the customer left wondering. The script remembers the last button tapped (never
 * a submit: those stay disabled until the page answers, so nothing typed is sent natively), and the page taps it
 * again once hydrated.
 */
export function rememberEarlyTaps(slot: string): void {
  const slots = window as unknown as Record<string, unknown>;
  slots[slot] = null;
  document.addEventListener(
    'click',
    (event) => {
      if (slots[slot] === false) return;
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button && !button.disabled && button.type !== 'submit') slots[slot] = button;
    },
    true,
  );
}

/**
 * Called as hydration starts: from then on React records taps and replays them itself, so the script stops, and
 * the button it remembered (if any) is handed over.
 */
export function takeEarlyTap(): HTMLButtonElement | null {
  const slots = window as unknown as Record<string, unknown>;
  const tapped = slots[EARLY_TAP_SLOT];
  slots[EARLY_TAP_SLOT] = false;
  return tapped instanceof HTMLButtonElement ? tapped : null;
}

/** Once the page answers: the remembered tap happens, if its button is still on the page and usable. */
export function replayEarlyTap(button: HTMLButtonElement | null): void {
  if (button?.isConnected && !button.disabled) button.click();
}
