import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export const prebundled = [
  '@vanilla-extract/recipes/createRuntimeFn',
  '@radix-ui/react-dialog',
  '@radix-ui/react-accordion',
  '@radix-ui/react-slot',
  'react-dom/client',
];

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // The same plugin serves Storybook and the story tests (the Vitest plugin applies viteFinal).
  viteFinal: async (viteConfig) => {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    // Declared up front: a dependency discovered mid-run makes Vite reload the page under a running test.
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [...(viteConfig.optimizeDeps?.include ?? []), ...prebundled],
    };
    return viteConfig;
  },
};

export default config;
