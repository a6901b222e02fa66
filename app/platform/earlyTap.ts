/** The global in which the early-tap script keeps the last button tapped; false once React answers taps itself. */
const SLOT = '__beneficiosEarlyTap';

/**
 * An inline script in the <head> of every page. A prerendered page is on screen before its scripts, and on a slow
 * line a customer taps its buttons (the phone menu, the cookie banner's) before they answer: the tap would be lost,
 * and the customer left wondering. The script remembers the last button tapped (never a submit: those stay disabled
 * until the page answers, so nothing typed is sent natively), and the page taps it again once hydrated. The server
 * allows exactly this text by its hash.
 */
export const earlyTapScript =
  `window.${SLOT}=null;document.addEventListener("click",function(e){if(window.${SLOT}===false)return;` +
  `var b=e.target&&e.target.closest?e.target.closest("button"):null;` +
  `if(b&&!b.disabled&&b.type!=="submit")window.${SLOT}=b},true)`;

/**
 * Called as hydration starts: from then on React records taps and replays them itself, so the script stops, and
 * the button it remembered (if any) is handed over.
 */
export function takeEarlyTap(): HTMLButtonElement | null {
  const slots = window as unknown as Record<string, unknown>;
  const tapped = slots[SLOT];
  slots[SLOT] = false;
  return tapped instanceof HTMLButtonElement ? tapped : null;
}

/** Once the page answers: the remembered tap happens, if its button is still on the page and usable. */
export function replayEarlyTap(button: HTMLButtonElement | null): void {
  if (button?.isConnected && !button.disabled) button.click();
}
