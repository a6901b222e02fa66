// Fails early, in plain words, when Debian's Chromium is missing: every browser test needs it.
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  console.error(
    `Chromium not found at ${path}. Install it with: sudo apt-get install -y chromium (or run bash .ci/run).`,
  );
  process.exit(1);
}
