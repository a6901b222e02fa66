import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { classIdentifier } from '../tokens/names.ts';

const configDir = path.dirname(fileURLToPath(import.meta.url));

export const prebundled = [
  '@vanilla-extract/recipes/createRuntimeFn',
  '@radix-ui/react-dialog',
  '@radix-ui/react-accordion',
  'react-dom/client',
];

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'storybook-addon-pseudo-states',
  ],
  // Storybook's own Vite config, never the portal's (see vite.config.ts beside this file).
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: path.join(configDir, 'vite.config.ts') } },
  },
  core: { disableTelemetry: true },
  // Prop tables come from react-docgen reading the components' TypeScript props; the story tests need none.
  typescript: { reactDocgen: process.env.VITEST ? false : 'react-docgen' },
  // The same plugin serves Storybook and the story tests (the Vitest plugin applies viteFinal).
  viteFinal: async (viteConfig) => {
    // The package's class prefix, so the components' roots get the library's isolation from host styles here too.
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin({ identifiers: classIdentifier })];
    // Declared up front: a dependency discovered mid-run makes Vite reload the page under a running test.
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [...(viteConfig.optimizeDeps?.include ?? []), ...prebundled],
    };
    return viteConfig;
  },
};

export default config;
