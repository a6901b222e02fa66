// Fails early, in plain words, when one of Debian's Chromium packages is missing: the journeys run in the headless
// shell, the stories in the full browser (tests/chromium.ts).
import { existsSync } from 'node:fs';

const browsers = [
  {
    path: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
    pkg: 'chromium-headless-shell',
  },
  { path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', pkg: 'chromium' },
];
const missing = browsers.filter((browser) => !existsSync(browser.path));
if (missing.length > 0) {
  for (const browser of missing) console.error(`Chromium not found at ${browser.path}.`);
  console.error(
    `Install it with: sudo apt-get install -y ${missing.map((browser) => browser.pkg).join(' ')} (or run bash .ci/run).`,
  );
  process.exit(1);
}
