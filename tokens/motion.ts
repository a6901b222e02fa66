/** Durations in milliseconds, for logic (timers). The CSS side reads `vars.motion`. */
export const motion = {
  /** Hover, focus and small state changes. */
  fast: 150,
  /** Opening menus and modals. */
  base: 220,
  /** The info banner's cross-fade (spec: 0.5 s). */
  bannerFade: 500,
  /** The info banner shows each message this long (spec: 5 s). */
  bannerInterval: 5000,
  /** Spinner shown on entering registration step 2 (spec: 2000 ms). */
  stepTwoSpinner: 2000,
  /** Third-party scripts (tag manager, experiments) wait this long after load (spec: 3 s). */
  thirdPartyDelay: 3000,
} as const;

export type MotionToken = keyof typeof motion;

/** True when the user asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}
