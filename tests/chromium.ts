/**
 * Debian's Chromium, launched with the same flags by Vitest, Playwright and Lighthouse. Never a downloaded browser.
 *
 * The end-to-end journeys run in `chromium-headless-shell`, Debian's package of the same release: the same engine
 * without the desktop browser's windows, which is what Playwright itself runs headless tests in. A new browser
 * context there costs about a third of what it costs in the full browser, and the journeys open hundreds (ADR 0215).
 * The full browser stays for the story and component tests (their pixel baselines are drawn in it), the bench
 * (Lighthouse drives it) and the video room's journeys (`fakeCameraLaunch`).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The browser Playwright's journeys run in. */
export const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];

/**
 * The video room's journeys: the full browser, with a fake camera and microphone (the machine has none). In the
 * headless shell the room's camera check reports no permission even when the journey grants it.
 */
export const fakeCameraLaunch = {
  executablePath: chromiumPath,
  args: [...chromiumArgs, '--use-fake-device-for-media-stream'],
};
