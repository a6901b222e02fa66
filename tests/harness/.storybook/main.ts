import type { StorybookConfig } from '@storybook/react-vite';
import base from '../../../.storybook/main';

/** The project's Storybook set-up, pointed at stories that are broken on purpose. */
const config: StorybookConfig = { ...base, stories: ['../Broken.stories.tsx'] };
export default config;
