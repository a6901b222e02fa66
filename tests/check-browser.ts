// Fails early, in plain words, when one of Debian's Chromium packages the tests use is missing (tests/chromium.ts).
import { existsSync } from 'node:fs';
import { chromiumPath, headlessShellPath } from './chromium.ts';

const browsers = [
  { path: headlessShellPath, debianPackage: 'chromium-headless-shell' },
  { path: chromiumPath, debianPackage: 'chromium' },
];
const missing = browsers.filter((browser) => !existsSync(browser.path));
if (missing.length > 0) {
  for (const browser of missing) console.error(`Chromium not found at ${browser.path}.`);
  const packages = missing.map((browser) => browser.debianPackage).join(' ');
  console.error(`Install it with: sudo apt-get install -y ${packages} (or run bash .ci/run).`);
  process.exit(1);
}
