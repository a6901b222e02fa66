/**
 * Debian's Chromium, launched with the same flags by every browser test and the bench. Never a downloaded browser.
 *
 * Two of Debian's packages of the same release (ADR 0215):
 * - `chromium-headless-shell` (`headlessShellPath`) runs Playwright's journeys: the same engine without the desktop
 *   browser's windows, which is what Playwright itself runs headless tests in. A new browser context there costs
 *   about a third of what it costs in the full browser, and the journeys open hundreds.
 * - the full `chromium` (`chromiumPath`) runs everything else: Vitest's projects (the stories' pixel baselines are
 *   drawn in it; the components, the built Storybook's visits and the packed library's checks were left as they
 *   were), the journeys that enter the video room (`fullBrowserWithFakeCamera`) and the bench (Lighthouse drives it).
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
 * For the spec files whose journeys enter the video room: the full browser, with a fake camera and microphone (the
 * machine has none). In the headless shell the room's camera check reports no permission even when the journey
 * grants it. The whole spec file runs in it, its other journeys included.
 */
export const fullBrowserWithFakeCamera = {
  executablePath: chromiumPath,
  args: [...chromiumArgs, '--use-fake-device-for-media-stream'],
};
