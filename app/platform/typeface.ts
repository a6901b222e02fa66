/**
 * The portal's typeface never changes under a customer's eyes, and never stands between a first visit and its first
 * paint. Its @font-face rules sit in a <style> of their own (app/root.tsx) whose media matches nothing:
 * - a browser that loaded the typeface before applies them before its first paint (`typefaceIfLoadedBefore`); the
 *   file is in its cache, and the page paints in the typeface at once;
 * - a first visit paints in the platform's sans-serif, asks for the file once the page has hydrated, and takes the
 *   typeface with the next page it opens, which redraws the screen anyway (both in `TypefaceOnNextPage`).
 * Only the <style>'s media changes, never a property of the page: a change of style under the first paint makes
 * Chrome report the page's art again as its largest paint, as late as the change (ADR 0219).
 */
export const TYPEFACE_STYLE_ID = 'tipografia';
/** The media of the typeface's <style> until it may apply. */
export const TYPEFACE_WAITING = 'not all';
/** Set once the typeface's file has loaded in this browser. Holds nothing about the customer. */
export const TYPEFACE_KEY = 'beneficios:tipografia';

/**
 * An inline script at the end of the <head> of every prerendered page (app/build/firstPaintFirst.ts), called with
 * `TYPEFACE_KEY` and `TYPEFACE_STYLE_ID`: a browser that loaded the typeface before uses it from the first paint.
 */
export function typefaceIfLoadedBefore(key: string, styleId: string): void {
  try {
    if (localStorage.getItem(key)) document.getElementById(styleId)?.removeAttribute('media');
  } catch {
    // Storage closed (private mode): the typeface waits for the next page.
  }
}

/** The typeface's rules apply from the next style calculation on. */
export function applyTypeface(): void {
  document.getElementById(TYPEFACE_STYLE_ID)?.removeAttribute('media');
}

/**
 * Once the page has hydrated, which a prerendered page's scripts do after its first paint: the typeface's file
 * (`href`, its Latin part) comes into the browser's cache, and the browser remembers it has. A prefetch, as for the next page:
 * it yields to the page's own requests, and the page does not use it (a preload would be reported as unused).
 */
export function fetchTypeface(href: string): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = 'font';
  link.type = 'font/woff2';
  // Fonts are fetched in CORS mode: the prefetch is too, so the font finds it in the cache.
  link.crossOrigin = 'anonymous';
  link.href = href;
  link.addEventListener('load', () => {
    try {
      localStorage.setItem(TYPEFACE_KEY, '1');
    } catch {
      // Storage closed or full: the next visit paints first again.
    }
  });
  document.head.append(link);
}
