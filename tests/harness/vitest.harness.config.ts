import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storyTestProject } from '../../vitest.config.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** The project's own story-test set-up (setup file, browser, axe, screenshots), run on the broken stories only. */
export default defineConfig({
  root: path.join(dirname, '../..'),
  test: { projects: [storyTestProject(path.join(dirname, '.storybook'), 'harness')] },
});
