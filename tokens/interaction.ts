/**
 * Timings of the browser's input that components wait on, in milliseconds. Not motion: reduced motion leaves
 * them alone. A module of its own so a component can take it without the rest of the tokens.
 */
export const interaction = {
  /**
   * The longest a released tap waits for its click: on a touch screen the click (and the focus change before it)
   * follows the finger's release, at once on a page sized for phones and up to 300 ms on one that is not.
   */
  tapClick: 300,
} as const;
