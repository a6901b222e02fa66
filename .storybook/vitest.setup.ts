import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// No global IS_REACT_ACT_ENVIRONMENT: Storybook's React renderer turns it on around render and play (its own
// act()) and back off after, so updates that finish later (a dialog's exit animation) are not warned about.

// Pixels are part of the contract: after each story (and its play function) the rendered
// story is compared with its committed baseline in tests/visual/. `npm run test:update-visual` rewrites them.
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  // An open dialog lives in a portal outside the story root (or in the top layer): compare the dialog itself.
  const root = document.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]') ?? document.querySelector('#storybook-root') ?? document.body;
  // A loaded machine can take a while to produce two identical frames in a row, so there is no screenshot timeout of
  // its own (0): the test's timeout bounds it. A non-zero one leaves its timer running after a match, which kept the
  // run from exiting until the last timer fired ("close timed out").
  await expect.element(page.elementLocator(root)).toMatchScreenshot({ timeout: 0 });
});
