import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Pixels are part of the contract: after each story (and its play function) the rendered
// story is compared with its committed baseline in tests/visual/. `npm run test:update-visual` rewrites them.
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  // An open dialog lives in a portal outside the story root: compare the dialog itself.
  const root = document.querySelector('[role="dialog"], [role="alertdialog"]') ?? document.querySelector('#storybook-root') ?? document.body;
  // A loaded machine can take a while to produce two identical frames in a row.
  await expect.element(page.elementLocator(root)).toMatchScreenshot({ timeout: 20_000 });
});
